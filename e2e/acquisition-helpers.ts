// Helpers of the acquisition page's browser tests: finding a demo acquisition by its title through the service.
import { test, type Page } from 'playwright/test';
import { serviceGet } from './draft-offline-helpers';

/** The id of the first acquisition (of the status given) whose name contains the title, as the page's user sees it. */
export async function acquisitionIdByTitle(page: Page, title: string, status: number): Promise<string> {
  for (let pageNo = 1; pageNo <= 40; pageNo++) {
    const query = encodeURIComponent(`status=${status}`);
    const { body } = await serviceGet(page, `/Overview/view?Page=${pageNo}&PageSize=25&Query=${query}`);
    const items = (body.items ?? []) as { id: string; name: string }[];
    const found = items.find((item) => item.name.includes(title));
    if (found) return found.id;
    if (items.length < 25) break;
  }
  throw new Error(`No acquisition '${title}' with status ${status}`);
}

/** Today plus n days as YYYY-MM-DD in Europe/Oslo. */
export function inDays(n: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Oslo' }).format(new Date());
  return new Date(Date.parse(`${today}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
}

/**
 * The acquisition page's calls on the service (GET /Acquisitions/{id}, timeline, status, flag, indicators, details
 * sections) come from the branch page-server; until they are merged these browser tests cannot run and are marked
 * fixme. Remove this guard once the service answers them (and run the specs).
 */
export function untilServiceHasAcquisitionCalls(): void {
  test.fixme(true, 'needs the service side of the acquisition page (branch page-server)');
}
