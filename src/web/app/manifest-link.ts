import { afterFirstScreen } from '../components/first-screen';

/**
 * The web app manifest (install as an app, its name, icons and colours) is linked once the first screen is on
 * display, not in index.html: the browser fetched it as the page was parsed, and over HTTP/1.1 it held one of six
 * connections while the first screen's files waited for them (issue 27). Installing needs it only later.
 */
export function linkManifestAfterFirstScreen(): void {
  void afterFirstScreen().then(() => {
    if (document.head.querySelector('link[rel="manifest"]')) return;
    const link = document.createElement('link');
    link.rel = 'manifest';
    link.href = '/manifest.webmanifest';
    document.head.append(link);
  });
}
