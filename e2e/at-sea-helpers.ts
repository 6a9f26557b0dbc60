// Helpers of the at-sea browser tests (issue 25): a case of its own submitted through the service (under review), or
// brought to Planlagt (the regulator's statement and approval), the case's pages opened once online, and what the
// service holds afterwards. A test on a case of its own can run again (its retry in CI) on the same service.
import { expect, test, type Browser, type Page } from './test';
import { inDays } from './acquisition-helpers';
import { serviceGet, serviceHeaders } from './draft-offline-helpers';
import { signInAs } from './fixtures';

/** A call to the service as the page's user, from outside the page (another device); answers status and body. */
export async function call(page: Page, method: 'POST' | 'PUT', path: string, data: unknown = {}): Promise<{ status: number; body: Record<string, unknown> }> {
  const response = await page.request.fetch(`/DataAcquisition-service${path}`, { method, headers: await serviceHeaders(page), data });
  return { status: response.status(), body: response.ok() && response.status() !== 204 ? await response.json() : {} };
}

/** A WGS 84 rectangle in the service's area shape. */
export const polygon = (w: number, s: number, e: number, n: number) => ({
  geometry: { type: 'Polygon', coordinates: [[[w, s], [e, s], [e, n], [w, n], [w, s]]] },
  loadedFromFile: false,
  transformationToWgs84: null,
  csOriginWkId: 4326,
});

export interface PlannedCase {
  id: string;
  /** The case's name as the header shows it (with its number, e.g. 'NKE0031 ...'). */
  name: string;
  expertName: string;
}

/** A signed-in page of another user in a browser context of its own (closed by the caller with its context). */
async function asUser(browser: Browser, username: string): Promise<Page> {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL, locale: 'nb-NO', timezoneId: 'Europe/Oslo' });
  const page = await context.newPage();
  await signInAs(page, username);
  return page;
}

/** A production licence of the page user's company and a box (WGS 84: west, south, east, north) inside its area. */
export interface CaseLicence {
  licence: number;
  box: [number, number, number, number];
}
/** Nordkapp Energi's PL 104 (demo data). */
const PL_104: CaseLicence = { licence: 21104, box: [2.5, 60.25, 3.1, 60.65] };

/**
 * A seismic 3D case of the page user's company submitted through the service with a main vessel, a fisheries expert,
 * the licence and 850 km² inside its box: under review (Under behandling), the submission (5001) waiting for every
 * authority. No demo case is touched. Answers its id and the fisheries expert's name.
 */
export async function submittedCase(page: Page, { licence, box }: CaseLicence = PL_104): Promise<{ id: string; expertName: string }> {
  let created = { status: 0, body: {} as Record<string, unknown> };
  await expect.poll(async () => (created = await call(page, 'POST', '/Draft', { lawCategory: 1000, type: 2521 })).status, { timeout: 20_000 }).toBe(201);
  const id = created.body.acquisitionId as string;
  expect((await call(page, 'POST', `/Acquisition/${id}/ProductionLicence/${licence}`)).status).toBe(201);
  const vessel = ((await serviceGet(page, '/Vessel/vessels')).body as unknown as { id: string }[])[0];
  const added = await call(page, 'POST', `/Acquisition/${id}/Vessels`, { vesselId: vessel.id });
  expect(added.status).toBe(201);
  expect((await call(page, 'PUT', `/Acquisition/${id}/Vessels/${added.body.acquisitionVesselId as string}`, { vesselId: vessel.id, vesselRole: 10, phoneNumber: '+47 111 11 111', fromDate: null, toDate: null })).status).toBe(200);
  const expert = ((await serviceGet(page, '/FisheriesExpert')).body as unknown as { id: string; firstName: string; lastName: string }[])[0];
  expect((await call(page, 'POST', `/Acquisition/${id}/FisheriesExpert`, { fisheriesExpertId: expert.id })).status).toBe(201);
  const saved = await call(page, 'PUT', `/Draft/${id}`, {
    version: 1,
    plannedStartDate: inDays(60),
    plannedEndDate: inDays(90),
    dataSalable: true,
    environmentalComment: 'Ingen kjente konflikter med gytefelt.',
    generalComment: null,
    grossGeometry: polygon(...box),
    netGeometry: polygon(box[0] + 0.1, box[1] + 0.05, box[2] - 0.1, box[3] - 0.05),
    quantityKm: 1200,
    quantityKm2: 850,
    sensor: { type: 1, cable: { count: 12, length: 8000, towWidth: 1200 }, node: { count: null } },
    source: { type: 2, electromagnetic: { count: null, size: null, watt: null }, seismic: { count: 2, size: 4130, pressure: 2000 } },
  });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  const submitted = await call(page, 'PUT', `/Draft/${id}/Submit`, { version: saved.body.version });
  expect(submitted.status, JSON.stringify(submitted.body)).toBe(200);
  return { id, expertName: `${expert.firstName} ${expert.lastName}` };
}

/**
 * A case of Nordkapp Energi as submittedCase gives it, then approved by the regulator (its case handler's statement,
 * its approver's approval regardless of the other authorities): status Planlagt, ready for a start-up report.
 */
export async function plannedCase(page: Page, browser: Browser): Promise<PlannedCase> {
  const { id, expertName } = await submittedCase(page);

  // The regulator: its case handler states on the submission, its approver approves the case (Planlagt).
  const handler = await asUser(browser, 'saksbehandler.od');
  // The page's user context may still be settling just after sign-in: asked until it answers.
  let answer = { status: 0, body: {} as Record<string, unknown> };
  await expect.poll(async () => (answer = await serviceGet(handler, `/Acquisitions/${id}/timeline`)).status, { timeout: 20_000 }).toBe(200);
  const timeline = answer.body as unknown as { messageId: string; messageType: number }[];
  const handlerId = (await serviceGet(handler, '/UserProfile/user')).body.id as string;
  const submission = timeline.find((m) => m.messageType === 5001)!;
  const statement = await call(handler, 'POST', `/Messages/${id}/replyTo/${submission.messageId}`, { messageContent: 'Ingen merknader', messageReplyType: 10, contactPerson: handlerId });
  expect(statement.status, JSON.stringify(statement.body)).toBe(201);
  await handler.context().close();
  const approver = await asUser(browser, 'godkjenner.od');
  await expect.poll(async () => (await serviceGet(approver, `/Acquisitions/${id}`)).status, { timeout: 20_000 }).toBe(200);
  const approved = await call(approver, 'POST', `/Messages/${id}/approve/${statement.body.messageId as string}`, { IsApproved: true, approveDespiteMissingStatements: true, messageContent: 'Godkjent' });
  expect(approved.status, JSON.stringify(approved.body)).toBe(201);
  await approver.context().close();
  const acquisition = (await serviceGet(page, `/Acquisitions/${id}`)).body;
  expect(acquisition.status).toBe(10);
  return { id, name: acquisition.name as string, expertName };
}

/** Whether the persisted query cache (written at most once a second) holds an answer whose key has all the parts. */
export function persisted(page: Page, parts: string[]): Promise<boolean> {
  return page.evaluate((wanted) => {
    const cache = JSON.parse(localStorage.getItem('meldesystem.queryCache') ?? '{}') as {
      clientState?: { queries?: { queryKey: unknown[]; state: { data?: unknown } }[] };
    };
    return (cache.clientState?.queries ?? []).some(
      (query) => wanted.every((part) => query.queryKey.map(String).includes(part)) && query.state.data !== undefined,
    );
  }, parts);
}
