import { describe, expect, it } from 'vitest';
import { i18next } from '@/web/app/i18n';
import { useTranslation as translationOf } from '@/web/components/use-translation';

// The app's translation hook holds no React state (components/use-translation.ts), so it is called here as a function.
type PlainT = (key: string, options?: Record<string, unknown>) => string;
const plainT = (ns: string | string[]) => translationOf(ns as never).t as unknown as PlainT;

describe('useTranslation (the fixed-language hook)', () => {
  it('answers the texts of its namespace, of another with a prefix, and with interpolation', () => {
    const t = plainT('auth');
    expect(t('accessDenied')).toBe('Ikke tilgang');
    expect(t('settings:editProfile.title')).toBe('Endre profil');
    expect(t('authenticationError', { message: 'x' })).toBe('Authentication error: x');
    expect(t('authenticationError', { message: 'y' })).toBe('Authentication error: y');
  });

  it('is the same t on every call for the same namespaces, with react-i18next\'s shape', () => {
    const first = translationOf('auth');
    const again = translationOf('auth');
    expect(again.t).toBe(first.t);
    expect(first[0]).toBe(first.t);
    expect(first.i18n).toBe(i18next);
    expect(first.ready).toBe(true);
    expect(translationOf(['settings', 'auth'] as never).t).not.toBe(first.t);
  });

  it('suspends on a namespace not loaded yet (throws the promise of its load), then answers its texts', async () => {
    expect(i18next.hasLoadedNamespace('admin')).toBe(false);
    let thrown: unknown;
    try {
      translationOf('admin' as never);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(Promise);
    await thrown;
    expect(i18next.hasLoadedNamespace('admin')).toBe(true);
    expect(plainT('admin')('nonexistent.key.for.test')).toBe('nonexistent.key.for.test');
  });

  it('does not remember a key it could not find: a text added later is read', () => {
    const t = plainT('common');
    expect(t('testOnly.addedLater')).toBe('testOnly.addedLater');
    i18next.addResource('no', 'common', 'testOnly.addedLater', 'Lagt til');
    expect(t('testOnly.addedLater')).toBe('Lagt til');
  });
});
