// Helpers of the acquisition page's browser tests: finding a demo acquisition by its title through the service.
import { expect, type Page } from './test';
import { serviceGet } from './draft-offline-helpers';
import { hasUserContext } from './fixtures';

/** The id of the first acquisition (of the status given) whose name contains the title, as the page's user sees it. */
async function findOnce(page: Page, title: string, status: number | number[]): Promise<string | undefined> {
  for (let pageNo = 1; pageNo <= 40; pageNo++) {
    const query = encodeURIComponent(`status=${[status].flat().join(',')}`);
    const { body } = await serviceGet(page, `/Overview/view?Page=${pageNo}&PageSize=25&Query=${query}`);
    const items = (body.items ?? []) as { id: string; name: string }[];
    const found = items.find((item) => item.name.includes(title));
    if (found) return found.id;
    if (items.length < 25) break;
  }
  return undefined;
}

/**
 * findOnce until it finds it, once the page holds its user context (a sign-in through the provider's pages, or with
 * the keyboard, returns before the role is chosen).
 */
export async function acquisitionIdByTitle(page: Page, title: string, status: number | number[]): Promise<string> {
  await expect.poll(() => hasUserContext(page), { message: 'the page has no user context' }).toBe(true);
  let id: string | undefined;
  await expect.poll(async () => (id = await findOnce(page, title, status)), { timeout: 20_000, message: `No acquisition '${title}' with status ${String(status)}` }).toBeTruthy();
  return id!;
}

/** Today plus n days as YYYY-MM-DD in Europe/Oslo. */
export function inDays(n: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Oslo' }).format(new Date());
  return new Date(Date.parse(`${today}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
}
