import { beforeAll, describe, expect, it } from 'vitest';
import { ApiError, HTTP_ERROR_MESSAGES } from '@/web/api/api-error';
import { catalogueTextKey } from '@/web/api/api-error-catalogue';
import { FIELD_LABELS, fieldLabelKey } from '@/web/api/field-labels';
import { fieldErrorLines, fieldMessageText, problemText, translateKey } from '@/web/api/problem-text';
import { i18next, loadAllNamespaces } from '@/web/app/i18n';

// The app loads these after its first screen; here they are there before the first test.
beforeAll(() => loadAllNamespaces());

const problem = (responseStatus: number, body: Record<string, unknown>) =>
  new ApiError({ url: '/x', responseStatus, statusText: '', body });

describe('the user message of a service problem', () => {
  it('translates a detail that is a message key', () => {
    expect(problem(403, { title: 'Forbidden', detail: 'draft-rules:errors.notADraft' }).userMessage).toBe(
      'Meldingen er ikke lenger et utkast.',
    );
    expect(problem(404, { title: 'Not Found', detail: 'problems:acquisition.notFound' }).userMessage).toBe(
      'Undersøkelsen finnes ikke (den kan være slettet).',
    );
  });

  it('fills the key from the problem extra members', () => {
    const exists = problem(409, {
      title: 'Conflict',
      detail: 'problems:licence.exists',
      npdIdLicence: 1234,
      licenceYear: 2026,
    });
    expect(exists.userMessage).toBe('Lisens 1234 finnes allerede for 2026.');
  });

  it('shows a refused submit by its message alone (the summary lists the missing items with their links)', () => {
    const refused = problem(400, {
      title: 'Bad Request',
      detail: 'draft-rules:errors.missingRequiredItems',
      code: 'missingRequiredItems',
      missing: [{ key: 'plannedStartDate', step: 'area' }],
    });
    expect(refused.userMessage).toBe('Meldingen mangler påkrevde opplysninger.');
  });

  it('gives English details and unknown keys the Norwegian catalogue message of the status', () => {
    const english = problem(404, { title: 'Not Found', detail: 'No acquisition with id 167d83bf' });
    expect(english.userMessage).toBe('Fant ikke det du ba om.');
    expect(english.message).toBe('Not Found');
    expect(problem(400, { title: 'Bad Request', detail: 'draft-rules:errors.noSuchError' }).userMessage).toBe(
      'Tjenesten avviste forespørselen fordi noe i den er ugyldig.',
    );
    // A key of an object (not a text) is not shown either.
    expect(problem(400, { title: 'Bad Request', detail: 'draft-rules:errors' }).userMessage).toBe(
      'Tjenesten avviste forespørselen fordi noe i den er ugyldig.',
    );
    // A status outside the catalogue: 'Generic Error', in Norwegian.
    expect(problem(409, { title: 'Conflict', detail: 'In use' }).userMessage).toBe('Noe gikk galt. Prøv igjen senere.');
    expect(problem(502, {}).userMessage).toBe('Tjenesten svarte ikke som den skulle. Prøv igjen senere.');
    expect(new ApiError({ url: '/x', responseStatus: 0, statusText: 'Failed to fetch', body: undefined }).userMessage).toBe(
      'Tjenesten kan ikke nås. Sjekk nettforbindelsen og prøv igjen.',
    );
  });

  it('uses a title that is a key when the detail is not', () => {
    expect(
      problemText(i18next, { responseStatus: 400, title: 'problems:invalidInput', detail: 'Invalid body', body: {} }),
    ).toBe('Noen av opplysningene er ugyldige.');
  });

  it('has a Norwegian text for every entry of the HTTP error catalogue', () => {
    for (const status of [...Object.keys(HTTP_ERROR_MESSAGES).map(Number), 418]) {
      const text = translateKey(i18next, catalogueTextKey(status));
      expect(text, String(status)).toMatch(/[a-zæøå]/);
      expect(text).not.toBe(HTTP_ERROR_MESSAGES[status]);
    }
    expect(catalogueTextKey(418)).toBe('problems:http.generic');
  });
});

describe('field errors of a service problem', () => {
  it('name the field by its Norwegian label and translate the message', () => {
    const refused = problem(400, {
      title: 'Bad Request',
      detail: 'problems:invalidInput',
      errors: {
        'body.vesselId': ['draft-rules:validation.required'],
        'body.sensor.cable.count': ['draft-rules:validation.number'],
        'body.harbours.0.harbourId': ['draft-rules:validation.notAllowed'],
      },
    });
    expect(refused.fieldMessages).toEqual([
      'Fartøy: Feltet må fylles ut.',
      'Antall kabler: Må være et tall som ikke er negativt.',
      'Havn: Valget er ikke tillatt.',
    ]);
  });

  it('show the message alone for a field without a label, and never an English or unknown message', () => {
    const lines = fieldErrorLines(
      i18next,
      {
        'headers.idempotency-key': ['problems:idempotency.keyInvalid'],
        'params.vesselId': ['vesselId must be a uuid'],
        'body.acquisitionId': ['draft-rules:validation.idMismatch', 'draft-rules:validation.idMismatch'],
      },
      fieldLabelKey,
    );
    expect(lines).toEqual([
      'Endringen har en ugyldig nøkkel (Idempotency-Key må ha 1 til 200 tegn).',
      'Fartøy: Ugyldig verdi.',
      'Ugyldig id.',
    ]);
  });

  it('look up a validation message without namespace in the admin texts', () => {
    expect(fieldMessageText(i18next, 'validation.unknownCompany')).toBe('Ukjent selskap');
    expect(fieldMessageText(i18next, 'Unknown company')).toBe('Ugyldig verdi.');
  });

  it('have a label text behind every label key', () => {
    for (const [field, key] of Object.entries(FIELD_LABELS)) {
      expect(translateKey(i18next, key), field).toBeTruthy();
    }
  });
});
