import { describe, expect, it } from 'vitest';
import { i18next, LANGUAGE, loadAllNamespaces, namespacesOf } from '@/web/app/i18n';

describe('i18n', () => {
  it('is fixed to Norwegian (language code no)', () => {
    expect(LANGUAGE).toBe('no');
    expect(i18next.language).toBe('no');
  });

  it('has the first screen\'s namespaces at once, and loads every other one under locales/nb, but not the sign-in page texts of the service', async () => {
    for (const ns of ['common', 'auth', 'settings', 'overview', 'enums', 'offline', 'problems']) {
      expect(i18next.hasLoadedNamespace(ns), ns).toBe(true);
    }
    expect(i18next.hasLoadedNamespace('admin')).toBe(false);
    await loadAllNamespaces();
    for (const ns of ['confirmation', 'admin', 'acquisition', 'week-reports', 'draft-rules']) {
      expect(i18next.hasLoadedNamespace(ns), ns).toBe(true);
    }
    expect(i18next.hasLoadedNamespace('idp')).toBe(false);
    expect(i18next.options.ns).not.toContain('idp');
  });

  it('has the texts of the spec', () => {
    expect(i18next.t('auth:accessDenied')).toBe('Ikke tilgang');
    expect(i18next.t('settings:userProfile.validation.email')).toBe('Ugyldig e-postadresse');
    expect(i18next.t('settings:editProfile.title')).toBe('Endre profil');
    expect(i18next.t('settings:editProfile.saveFailed')).toBe('Lagring feilet');
    expect(i18next.t('auth:authenticationError', { message: 'x' })).toBe('Authentication error: x');
    expect(i18next.t('common:errors.infoFetch', { message: 'y' })).toBe(
      'ERROR when fetching api information: y',
    );
    expect(i18next.t('auth:roleSelector.unknownError')).toBe('Unkown error');
  });

  it('formats dates in texts with the one nb formatter', () => {
    // A key that does not exist is shown as itself, interpolated: enough to see the formatter at work.
    const text = String(i18next.t('Fra {{value, date}}' as never, { value: '2027-03-05' } as never));
    expect(text).toBe('Fra 05.03.2027');
  });

  it('names a namespace after its file', () => {
    expect(
      Object.keys(namespacesOf({ '../../locales/nb/week-reports.json': {}, '/x/common.json': {} })),
    ).toEqual(['week-reports', 'common']);
  });
});
