// Universal design (issue 26): a company's notifier creates and submits a draft with the keyboard alone, its area
// typed as coordinates and corrected in the coordinate list (the map's equivalent); the map is no keyboard trap;
// then changes the new case's status (cancels it). No mouse event: key presses and typed text only.
import { expect, test, type Locator, type Page } from './test';
import { inDays } from './acquisition-helpers';
import { nbDate } from './fixtures';
import {
  activate,
  chooseInSelect,
  chooseRadio,
  expectFocusInside,
  expectFocusVisible,
  expectTabPassesFrom,
  signInWithKeyboard,
  tabTo,
  typeInto,
} from './keyboard-helpers';

/** Types a date as dd.mm.åååå and leaves the field with Tab. */
async function typeDate(page: Page, field: Locator, iso: string) {
  await typeInto(page, field, nbDate(iso));
  await page.keyboard.press('Tab');
  await expect(field).toHaveValue(nbDate(iso));
}

test('a draft with its area typed as coordinates, submitted, then cancelled, with the keyboard alone', async ({ page }) => {
  test.setTimeout(240_000);
  await signInWithKeyboard(page, 'innmelder');
  await expect(page.getByRole('row').nth(1)).toBeVisible({ timeout: 30_000 });

  // The create dialog: focus enters it; the selects are chosen by typing.
  const create = page.getByRole('button', { name: 'Ny melding' });
  await activate(page, create, { max: 120 });
  const dialog = page.getByRole('dialog', { name: 'Velg type undersøkelse' });
  await expectFocusInside(dialog);
  await chooseInSelect(page, dialog.getByLabel('Lovkategori'), 'Petroleumsloven');
  await chooseInSelect(page, dialog.getByLabel('Type undersøkelse'), 'Ordinær seismikk 2D');
  await activate(page, dialog.getByRole('button', { name: 'Opprett utkast' }));
  await page.waitForURL(/\/create\/area$/);

  // Area and time period: dates typed, the licence ticked with Space, the area typed as coordinates.
  await typeDate(page, page.getByLabel('Planlagt startdato'), inDays(60));
  await typeDate(page, page.getByLabel('Planlagt sluttdato'), inDays(90));
  const licence = page.getByRole('checkbox', { name: 'PL 104 (21104)' });
  await tabTo(page, licence, { max: 120 });
  await expectFocusVisible(page);
  await page.keyboard.press('Space');
  await expect(licence).toBeChecked();
  const gross = page.getByTestId('area-gross');
  const paste = gross.getByRole('button', { name: 'Lim inn koordinater' });
  await activate(page, paste, { max: 120 });
  await tabTo(page, gross.getByRole('textbox'));
  await page.keyboard.type('60.3 2.6');
  for (const line of ['60.3 3.0', '60.6 3.0', '60.6 2.6']) {
    await page.keyboard.press('Enter');
    await page.keyboard.type(line);
  }
  await activate(page, gross.getByRole('button', { name: 'Bruk koordinatene' }));
  await expect(gross.getByText('4 punkter')).toBeVisible();
  // The text field and its button are gone: the focus is back on the button that opened them.
  await expect(paste).toBeFocused();

  // The coordinate list: a latitude corrected from the keyboard, kept when the field is left with Enter.
  const lat2 = gross.getByLabel('Breddegrad 2');
  await tabTo(page, lat2, { max: 120 });
  await expectFocusVisible(page);
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('60.35');
  await page.keyboard.press('Enter');
  await expect(lat2).toHaveValue('60.35');
  await expect(lat2).toBeFocused();
  const lon2 = gross.getByLabel('Lengdegrad 2');
  await page.keyboard.press('Tab');
  await expect(lon2).toBeFocused();
  await expect(lat2).toHaveValue('60.35');

  // No keyboard trap: from the coordinate list Tab reaches the wizard's Neste past the map.
  const next = page.getByRole('button', { name: 'Neste' });
  await expectTabPassesFrom(page, lon2, next, 200);
  await expectFocusVisible(page);
  // And back the other way.
  await tabTo(page, paste, { max: 200, key: 'Shift+Tab' });
  await tabTo(page, next, { max: 200 });
  await page.keyboard.press('Enter');
  await page.waitForURL(/\/create\/gatheredinformation$/);
  // The new step's heading has the focus, not the Next button at the bottom.
  await expect(page.getByRole('heading', { level: 1, name: 'Innsamlet informasjon' })).toBeFocused();

  // Gathered information.
  await chooseRadio(page, page.getByRole('radio', { name: 'Nei' }));
  await typeInto(page, page.getByLabel('Miljøkommentar'), 'Skrevet med tastaturet.');
  await chooseInSelect(page, page.getByLabel('Sensortype'), 'Kabel');
  await chooseInSelect(page, page.getByLabel('Kildetype'), 'Seismisk');
  await activate(page, page.getByRole('button', { name: 'Neste' }));
  await page.waitForURL(/\/create\/summary$/);
  await expect(page.getByText('Alt påkrevd er fylt ut')).toBeVisible();
  await activate(page, page.getByRole('button', { name: 'Lagre og send inn' }), { max: 120 });
  await page.waitForURL(/\/created$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  // The new case's details, and its status changed from the status menu: cancelled with a reason.
  await activate(page, page.getByRole('button', { name: 'Gå til detaljer' }), { max: 120 });
  await page.waitForURL(/\/details$/);
  const status = page.getByRole('button', { name: 'Endre status' });
  await activate(page, status, { max: 120 });
  await expect(page.getByRole('menu')).toBeVisible();
  await tabTo(page, page.getByRole('menuitem', { name: /Avlys/ }), { max: 10, key: 'ArrowDown' });
  await page.keyboard.press('Enter');
  const cancel = page.getByRole('dialog', { name: 'Avlys meldingen' });
  await expectFocusInside(cancel);
  await chooseInSelect(page, cancel.getByLabel('Årsak'), 'Endrede planer');
  await activate(page, cancel.getByRole('button', { name: 'Avlys meldingen' }));
  await expect(cancel).toBeHidden({ timeout: 30_000 });
  await expect(page.getByTestId('status-badge').or(page.getByText('Avlyst')).first()).toContainText('Avlyst');
  // The status menu is gone with the last change; the focus is not lost to the document's body but put on the page.
  await expect(status).toHaveCount(0);
  await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('main');
});
