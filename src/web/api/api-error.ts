import { i18next } from '../app/i18n';
import { catalogueEntry } from './api-error-catalogue';
import { fieldLabelKey } from './field-labels';
import { fieldErrorLines, problemText } from './problem-text';

export { catalogueEntry, GENERIC_ERROR_MESSAGE, HTTP_ERROR_MESSAGES } from './api-error-catalogue';

export interface ApiErrorInit {
  url: string;
  /** The status as the server answered it (0 when no answer came). */
  responseStatus: number;
  statusText: string;
  body: unknown;
  correlationId?: string;
}

/** A failed call: carries url, status, status text, body and correlation id (spec 000 section 8). */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly url: string;
  /** The catalogue status: the server's status, or 500 for a status outside the catalogue (see responseStatus). */
  readonly status: number;
  /** The status the server really answered (e.g. 409 or 422 where status says 500). */
  readonly responseStatus: number;
  readonly statusText: string;
  readonly body: unknown;
  readonly correlationId?: string;
  /** problem+json title and detail, when the server sent them. */
  readonly title?: string;
  readonly detail?: string;
  /** problem+json field errors: path -> messages. */
  readonly fieldErrors: Record<string, string[]>;

  constructor(init: ApiErrorInit) {
    const entry = catalogueEntry(init.responseStatus);
    super(entry.message);
    this.url = init.url;
    this.status = entry.status;
    this.responseStatus = init.responseStatus;
    this.statusText = init.statusText;
    this.body = init.body;
    const problem = isRecord(init.body) ? init.body : {};
    this.title = typeof problem.title === 'string' ? problem.title : undefined;
    this.detail = typeof problem.detail === 'string' ? problem.detail : undefined;
    this.fieldErrors = isRecord(problem.errors) ? (problem.errors as Record<string, string[]>) : {};
    this.correlationId =
      init.correlationId ?? (typeof problem.correlationId === 'string' ? problem.correlationId : undefined);
  }

  /**
   * The text for a user, always Norwegian: the detail's (or title's) message key translated, with the problem's
   * `missing` items; English text or an unknown key gives the catalogue's Norwegian message (problem-text.ts).
   */
  get userMessage(): string {
    return problemText(i18next, this);
  }

  /** The field errors for a user: 'Label: message' in Norwegian (or the message alone when the field has no label). */
  get fieldMessages(): string[] {
    return fieldErrorLines(i18next, this.fieldErrors, fieldLabelKey);
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
