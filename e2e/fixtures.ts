// One sign-in fixture for every browser test, through the real embedded identity provider.
import { expect, type Locator, type Page } from './test';
import { accessTokenOverHttp } from '../scripts/lib/oidc-sign-in';
import { SESSION_KEYS } from '../src/web/api/session-keys';

/** The device's remembered session (src/web/api/session-storage.ts; that module pulls in the app's schemas). */
const DEVICE_SESSION_KEY = 'meldesystem.deviceSession';

export const DEMO_PASSWORD = 'meldesystem';

/** Fills the identity provider's login form (the page must be showing it). */
export async function submitLogin(page: Page, username: string, password = DEMO_PASSWORD): Promise<void> {
  await expect(page.getByLabel('Brukernavn')).toBeVisible();
  await page.getByLabel('Brukernavn').fill(username);
  await page.getByLabel('Passord').fill(password);
  await page.getByRole('button', { name: 'Logg inn' }).click();
}

export interface SignInOptions {
  /** Organisation name to choose in the role selector (users with several). */
  organisation?: string;
  /** Role label to choose within that organisation. */
  role?: string;
  /** Where to start; the app sends the user back there after sign-in. */
  path?: string;
}

/**
 * Signs in as a demo user. A fresh page (nothing signed in on its device yet) gets its token from the same
 * identity provider and the same GET /Auth/token over HTTP, the code flow that {@link signInThroughProvider} walks in
 * the browser, and the app opens with it in the tab's session storage: one page load instead of three, about 3 s
 * less per test. A page that already holds a session, or a service the HTTP flow cannot reach, signs in through the
 * provider's pages as a user does (the tests of sign-in itself call that directly).
 */
export async function signInAs(page: Page, username: string, options: SignInOptions = {}): Promise<void> {
  if (!(await signInWithTokenOverHttp(page, username, options.path ?? '/'))) {
    await signInThroughProvider(page, username, options);
  } else if (options.organisation) {
    await chooseContext(page, options.organisation, options.role);
  }
  await untilWayInSettles(page);
}

/** Signs in through the identity provider's login page in the browser and waits until the app is back. */
export async function signInThroughProvider(page: Page, username: string, options: SignInOptions = {}): Promise<void> {
  await page.goto(options.path ?? '/');
  await page.waitForURL(/\/idp\//);
  await submitLogin(page, username);
  await page.waitForURL((url) => !url.pathname.startsWith('/idp') && !url.pathname.startsWith('/callback'));
  if (options.organisation) await chooseContext(page, options.organisation, options.role);
}

async function signInWithTokenOverHttp(page: Page, username: string, path: string): Promise<boolean> {
  if (page.url() !== 'about:blank') return false;
  await page.goto('/DataAcquisition-service/info');
  const origin = new URL(page.url()).origin;
  const fresh = await page.evaluate(
    (keys) => !keys.some((key) => localStorage.getItem(key) !== null || sessionStorage.getItem(key) !== null),
    [DEVICE_SESSION_KEY, SESSION_KEYS.token],
  );
  if (!fresh || !origin.startsWith('http:')) return false;
  let token: string;
  try {
    token = await accessTokenOverHttp(origin, username, DEMO_PASSWORD);
  } catch (error) {
    console.warn(`Sign-in over HTTP failed (${String(error)}); signing in through the provider's pages`);
    return false;
  }
  await page.evaluate(([key, value]) => sessionStorage.setItem(key, value), [SESSION_KEYS.token, token] as const);
  await page.goto(path);
  return true;
}

/**
 * Whether the tab holds a chosen user context (the app stores it once POST /UserContext has answered); false while a
 * navigation has no page to ask.
 */
export const hasUserContext = (page: Page): Promise<boolean> =>
  page.evaluate((key) => sessionStorage.getItem(key) !== null, SESSION_KEYS.userContext).catch(() => false);

/**
 * Waits until the sign-in has come to rest: the tab holds a user context (chosen by the user, or by the app for a user
 * with one role), or the user has a role to choose, or is refused. A test that navigates before the choice has been
 * answered would otherwise lose it (the page that made the call is gone) and meet the role selector again.
 */
async function untilWayInSettles(page: Page): Promise<void> {
  const waiting = page.getByRole('heading', { name: ROLE_SELECTOR_TITLE }).or(page.getByRole('alertdialog'));
  await expect
    .poll(async () => (await hasUserContext(page)) || (await waiting.first().isVisible()), {
      message: 'the sign-in did not come to rest (no user context, no role selector, no refusal)',
    })
    .toBe(true);
}

/** The role selector's heading (locales/nb/auth.json). */
export const ROLE_SELECTOR_TITLE = 'Velg organisasjon og rolle';

/**
 * Chooses an organisation (and role) in the role selector screen, and waits until the choice has been answered and
 * stored: a navigation while POST /UserContext is under way would throw the choice away.
 */
export async function chooseContext(page: Page, organisation: string, role?: string): Promise<void> {
  const group = page.getByRole('group', { name: organisation });
  await expect(group).toBeVisible();
  await group.getByRole('button', { name: role ?? /.+/ }).first().click();
  await untilContextChosen(page);
}

/** Waits until the tab holds the chosen user context and the role selector has gone. */
export async function untilContextChosen(page: Page): Promise<void> {
  await expect.poll(() => hasUserContext(page), { message: 'the role choice was not stored' }).toBe(true);
  await expect(page.getByRole('heading', { name: ROLE_SELECTOR_TITLE })).toHaveCount(0);
}

/**
 * Waits until the service worker is installed (the app shell precached), reloads, and waits until it controls the
 * page: from then on the app's code is served offline too (the wizard's chunks, for instance).
 */
export async function untilServiceWorkerControls(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await expect.poll(() => page.evaluate(() => !!navigator.serviceWorker.controller)).toBe(true);
}

/** A wire date 'YYYY-MM-DD' as the date fields show it (dd.mm.åååå). */
export const nbDate = (iso: string): string => `${iso.slice(8, 10)}.${iso.slice(5, 7)}.${iso.slice(0, 4)}`;

/** Types a date into a date field as a Norwegian user does (dd.mm.åååå) and leaves the field, which reads it. */
export async function fillDate(field: Locator, iso: string): Promise<void> {
  await field.fill(nbDate(iso));
  await field.blur();
  await expect(field).toHaveValue(nbDate(iso));
}

/** A new petroleum-law ordinary 3D draft from the overview's 'Ny melding', opened on its area step; answers its id. */
export async function newDraft(page: Page): Promise<string> {
  await page.getByRole('button', { name: 'Ny melding' }).click();
  const dialog = page.getByRole('dialog', { name: 'Velg type undersøkelse' });
  await dialog.getByLabel('Lovkategori').selectOption({ label: 'Petroleumsloven' });
  await dialog.getByLabel('Type undersøkelse').selectOption({ label: 'Ordinær seismikk 3D' });
  await dialog.getByRole('button', { name: 'Opprett utkast' }).click();
  await page.waitForURL(/\/create\/area$/);
  await expectNothingLeftHidden(page);
  return new URL(page.url()).pathname.split('/')[1];
}

/**
 * Once a modal dialog has closed, nothing of the page is left aria-hidden (Fluent's focus manager hides the rest of the
 * page while a modal is open; app/keep-tabster.tsx keeps it from dropping the update that shows it again).
 */
export async function expectNothingLeftHidden(page: Page): Promise<void> {
  await expect(page.locator('main h1')).toBeVisible();
  // Tabster's own focus sentinels (data-tabster-dummy) are aria-hidden by design.
  await expect(page.locator('body > [aria-hidden="true"]:not([data-tabster-dummy])')).toHaveCount(0);
}
