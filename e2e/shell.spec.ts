// The shell through the real service and identity provider: sign-in for every role, role change, GDPR, no access,
// contact-information confirmation, profile validation, sign-out.
import { expect, test, type Page } from './test';
import { chooseContext, signInAs, submitLogin } from './fixtures';

const NINE_ROLES = [
  { username: 'innmelder', name: 'Kari Nordmann', organisation: 'Nordkapp Energi ASA', role: 'Innmelder' },
  { username: 'innmelder.od', name: 'Ola Hansen', organisation: 'Sokkeldirektoratet', role: 'Innmelder' },
  { username: 'godkjenner.od', name: 'Ingrid Berg', organisation: 'Sokkeldirektoratet', role: 'Godkjenner' },
  { username: 'godkjenner.fdir', name: 'Per Johansen', organisation: 'Fiskeridirektoratet', role: 'Godkjenner' },
  { username: 'godkjenner.hi', name: 'Silje Larsen', organisation: 'Havforskningsinstituttet', role: 'Godkjenner' },
  { username: 'saksbehandler.od', name: 'Lars Andersen', organisation: 'Sokkeldirektoratet', role: 'Saksbehandler' },
  { username: 'saksbehandler.fdir', name: 'Marte Pedersen', organisation: 'Fiskeridirektoratet', role: 'Saksbehandler' },
  { username: 'saksbehandler.hi', name: 'Erik Nilsen', organisation: 'Havforskningsinstituttet', role: 'Saksbehandler' },
  { username: 'admin', name: 'Anne Kristiansen', organisation: 'Sokkeldirektoratet', role: 'Administrator' },
];

function userMenu(page: Page, name: string) {
  return page.getByRole('button', { name: `Brukermeny for ${name}` });
}

async function expectSignedInAs(page: Page, name: string, organisation: string, role: string) {
  const menu = userMenu(page, name);
  await expect(menu).toBeVisible();
  await expect(menu).toContainText(`${organisation} · ${role}`);
  await expect(page.getByRole('banner')).toContainText('Meldesystem');
}

async function openMenuItem(page: Page, name: string, item: string) {
  await userMenu(page, name).click();
  await page.getByRole('menuitem', { name: item }).click();
}

for (const user of NINE_ROLES) {
  test(`${user.username} signs in and sees name, organisation and role`, async ({ page }) => {
    await signInAs(page, user.username);
    await expectSignedInAs(page, user.name, user.organisation, user.role);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
}

test('a wrong password is refused by the identity provider', async ({ page }) => {
  await page.goto('/');
  await page.waitForURL(/\/idp\//);
  await submitLogin(page, 'innmelder', 'feil-passord');
  await expect(page.getByText('Feil brukernavn eller passord')).toBeVisible();
});

test('the user with several organisations and roles chooses one, then switches role', async ({ page }) => {
  await signInAs(page, 'flere.roller');
  await expect(page.getByRole('heading', { name: 'Velg organisasjon og rolle' })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Vestland Petroleum AS' })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Polarhav Seismikk AS' })).toBeVisible();
  await chooseContext(page, 'Vestland Petroleum AS', 'Innmelder');
  await expectSignedInAs(page, 'Nils Jensen', 'Vestland Petroleum AS', 'Innmelder');

  await openMenuItem(page, 'Nils Jensen', 'Bytt selskap/rolle');
  await chooseContext(page, 'Sokkeldirektoratet', 'Saksbehandler');
  await expectSignedInAs(page, 'Nils Jensen', 'Sokkeldirektoratet', 'Saksbehandler');

  // The choice survives a reload (kept in session storage).
  await page.reload();
  await expectSignedInAs(page, 'Nils Jensen', 'Sokkeldirektoratet', 'Saksbehandler');
});

test('a new user accepts the GDPR text once, logs out and sees the signed-out page', async ({ page }) => {
  await signInAs(page, 'ny.bruker');
  await expect(page.getByRole('heading', { name: 'Personvern' })).toBeVisible();
  await expect(page.getByText(/personvern/i).first()).toBeVisible();
  await page.getByRole('button', { name: 'Godta' }).click();
  await expectSignedInAs(page, 'Sara Solberg', 'Havbunn Geofysikk AS', 'Innmelder');

  await openMenuItem(page, 'Sara Solberg', 'Logg ut');
  await expect(page.getByRole('heading', { name: 'Du er logget ut' })).toBeVisible();
  await expect(page).toHaveURL(/\/logout/);

  // Signing in again does not ask again.
  await page.getByRole('button', { name: 'Logg inn' }).click();
  await page.waitForURL(/\/idp\//);
  await submitLogin(page, 'ny.bruker');
  await expectSignedInAs(page, 'Sara Solberg', 'Havbunn Geofysikk AS', 'Innmelder');
  await expect(page.getByRole('heading', { name: 'Personvern' })).toHaveCount(0);
});

test('a user without any access sees the access-denied dialog and can log out', async ({ page }) => {
  await signInAs(page, 'ingen.tilgang');
  const dialog = page.getByRole('alertdialog', { name: 'Ikke tilgang' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('Logg ut og logg inn på nytt');
  await dialog.getByRole('button', { name: 'Logg ut' }).click();
  await expect(page.getByRole('heading', { name: 'Du er logget ut' })).toBeVisible();
});

test('a user who must confirm contact information gets the profile dialog once', async ({ page }) => {
  await signInAs(page, 'kontakt.bekreft');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('E-post')).not.toHaveValue('');
  await dialog.getByLabel('Telefon').fill('+47 912 34 567');
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(dialog).toBeHidden();
  await expectSignedInAs(page, 'Jonas Haugen', 'Vestland Petroleum AS', 'Innmelder');

  // A new sign-in does not ask again: the service stored requireContactInfoConfirmation=false.
  await page.context().clearCookies();
  await page.evaluate(() => sessionStorage.clear());
  await signInAs(page, 'kontakt.bekreft');
  await expectSignedInAs(page, 'Jonas Haugen', 'Vestland Petroleum AS', 'Innmelder');
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('the edit-profile dialog refuses an invalid e-mail address and saves a valid one', async ({ page }) => {
  await signInAs(page, 'saksbehandler.hi');
  await openMenuItem(page, 'Erik Nilsen', 'Endre profil');
  const dialog = page.getByRole('dialog', { name: 'Endre profil' });
  await expect(dialog).toContainText('Erik Nilsen');
  await dialog.getByLabel('E-post').fill('ikke-en-adresse');
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(dialog.getByText('Ugyldig e-postadresse')).toBeVisible();
  await dialog.getByLabel('E-post').fill('erik.nilsen@hi.example.no');
  await dialog.getByLabel('Stillingstittel').fill('Seniorforsker');
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(dialog).toBeHidden();

  await openMenuItem(page, 'Erik Nilsen', 'Endre profil');
  await expect(page.getByRole('dialog', { name: 'Endre profil' }).getByLabel('Stillingstittel')).toHaveValue('Seniorforsker');
});

test('the environment badge and version label show outside production', async ({ page }) => {
  await signInAs(page, 'godkjenner.hi');
  const banner = page.getByRole('banner');
  await expect(banner).toContainText(/Versjon \d+\.\d+\.\d+/);
  await expect(banner.getByLabel(/Miljø:/)).toBeVisible();
});
