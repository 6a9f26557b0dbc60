import { describe, expect, it } from 'vitest';
import { isAppNavigation } from '../../sw/not-app-paths';

describe('service worker navigation fallback', () => {
  it('answers the app routes with the app shell', () => {
    for (const path of [
      '/',
      '/callback',
      '/logout',
      '/admin/users',
      '/0b7c0d8e-1f7a-4c43-9c55-1d2f3e4a5b6c/created',
    ]) {
      expect(isAppNavigation(path), path).toBe(true);
    }
  });

  it('leaves the service, the identity provider and files to the network', () => {
    for (const path of [
      '/DataAcquisition-service/info',
      '/dataacquisition-service',
      '/idp/auth',
      '/idp',
      '/user-guide.pdf',
      '/basemap/land.json',
    ]) {
      expect(isAppNavigation(path), path).toBe(false);
    }
  });
});
