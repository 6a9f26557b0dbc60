// Helpers of the offline browser tests: cutting the network, the service seen from outside, the device's outbox.
import type { BrowserContext, Page } from './test';

/** Every call to the service, the page's and (with setOffline) anything else the browser would send. */
export const SERVICE = '**/DataAcquisition-service/**';

export async function goOffline(context: BrowserContext): Promise<void> {
  await context.route(SERVICE, (route) => route.abort('internetdisconnected'));
  await context.setOffline(true);
}

export async function goOnline(context: BrowserContext): Promise<void> {
  await context.unroute(SERVICE);
  await context.setOffline(false);
}

/** The page user's bearer and user context (from sessionStorage), for calls made from outside the page. */
export function serviceHeaders(page: Page): Promise<Record<string, string>> {
  return page.evaluate(() => ({
    authorization: `Bearer ${sessionStorage.getItem('meldesystem.token')}`,
    'x-user-context': (
      JSON.parse(sessionStorage.getItem('meldesystem.userContext') ?? '{}') as { userContextToken: string }
    ).userContextToken,
    'idempotency-key': crypto.randomUUID(),
  }));
}

/** GET on the service as the page's user, as another device would (not through the page's network). */
export async function serviceGet(
  page: Page,
  path: string,
): Promise<{ status: number; body: Record<string, unknown> }> {
  const response = await page.request.get(`/DataAcquisition-service${path}`, {
    headers: await serviceHeaders(page),
  });
  return { status: response.status(), body: response.ok() ? await response.json() : {} };
}

/** PUT or DELETE on the service as the page's user from another device; answers the status. */
export async function serviceWrite(
  page: Page,
  method: 'PUT' | 'DELETE',
  path: string,
  data?: unknown,
): Promise<number> {
  const response = await page.request.fetch(`/DataAcquisition-service${path}`, {
    method,
    headers: await serviceHeaders(page),
    data,
  });
  return response.status();
}

/** The changes of an entity waiting in this device's outbox (IndexedDB 'meldesystem', store 'outbox'). */
export function waitingChanges(page: Page, entityId: string): Promise<number> {
  return page.evaluate(
    (id) =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open('meldesystem');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const request = open.result.transaction('outbox').objectStore('outbox').index('entityId').count(id);
          request.onsuccess = () => {
            open.result.close();
            resolve(request.result);
          };
          request.onerror = () => reject(request.error);
        };
      }),
    entityId,
  );
}

/** The wizard's create dialog with the seismic 3D survey under petroleum law chosen. */
export async function openCreateDialog(page: Page) {
  await page.getByRole('button', { name: 'Ny melding' }).click();
  const dialog = page.getByRole('dialog', { name: 'Velg type undersøkelse' });
  await dialog.getByLabel('Lovkategori').selectOption({ label: 'Petroleumsloven' });
  await dialog.getByLabel('Type undersøkelse').selectOption({ label: 'Ordinær seismikk 3D' });
  return dialog;
}
