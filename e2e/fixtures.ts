// One sign-in fixture for every browser test: through the real embedded identity provider's login page.
import { expect, type Locator, type Page } from 'playwright/test';

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

/** Signs in as a demo user and waits until the app is back from the identity provider. */
export async function signInAs(page: Page, username: string, options: SignInOptions = {}): Promise<void> {
  await page.goto(options.path ?? '/');
  await page.waitForURL(/\/idp\//);
  await submitLogin(page, username);
  await page.waitForURL((url) => !url.pathname.startsWith('/idp') && !url.pathname.startsWith('/callback'));
  if (options.organisation) await chooseContext(page, options.organisation, options.role);
}

/** Chooses an organisation (and role) in the role selector screen. */
export async function chooseContext(page: Page, organisation: string, role?: string): Promise<void> {
  const group = page.getByRole('group', { name: organisation });
  await expect(group).toBeVisible();
  await group.getByRole('button', { name: role ?? /.+/ }).first().click();
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
  return new URL(page.url()).pathname.split('/')[1];
}
