// Helpers of the week reports' browser tests.
import { expect, type Locator, type Page } from './test';

/** Draws an area in the map draw dialog: three corners, then Ferdig (`beforeDone` looks at the dialog first). */
export async function drawArea(page: Page, field: Locator, beforeDone?: (dialog: Locator) => Promise<void>): Promise<void> {
  await field.getByRole('button', { name: /Tegn/ }).click();
  const dialog = page.getByRole('dialog');
  const map = dialog.getByTestId('draw-area-map');
  // Loaded and fitted to the acquisition's area before the first click.
  await expect(map).toHaveAttribute('data-ready', 'true', { timeout: 30_000 });
  const box = (await map.boundingBox())!;
  const corners = [
    [0.4, 0.4],
    [0.6, 0.4],
    [0.5, 0.6],
  ];
  for (const [i, [x, y]] of corners.entries()) {
    await page.mouse.click(box.x + box.width * x, box.y + box.height * y);
    await expect(dialog.getByTestId('draw-area-points')).toHaveText(i === 0 ? 'Tegnet: 1 punkt' : `Tegnet: ${i + 1} punkter`);
  }
  await beforeDone?.(dialog);
  await dialog.getByRole('button', { name: 'Ferdig' }).click();
  await expect(dialog).toBeHidden();
  await expect(field).toContainText('Tegnet: 3 punkter');
}

