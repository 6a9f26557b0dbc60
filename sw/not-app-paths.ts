/**
 * Navigations never answered with the app shell: the service, the identity provider, and files (a path whose last
 * segment has an extension, e.g. the user guide PDF opened in a new tab).
 */
export const NOT_APP_PATHS = [/^\/DataAcquisition-service(\/|$)/i, /^\/idp(\/|$)/i, /\/[^/?]+\.[^/]+$/];

export function isAppNavigation(pathname: string): boolean {
  return !NOT_APP_PATHS.some((pattern) => pattern.test(pathname));
}
