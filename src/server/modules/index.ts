import type { FastifyInstance } from 'fastify';
import { installAuthenticate } from '../auth/authenticate';
import { seedIfEmpty } from '../db/seed/index';
import { seedDemoNotes } from '../db/seed/demo-notes';
import { installIdempotency } from '../http/idempotency';
import { registerAuth } from './auth/routes';
import { registerSystem } from './system/routes';
import { registerAcquisitionMap } from './acquisition-map/routes';
import { registerOverview } from './overview/routes';
import { registerUserContext } from './user-context/routes';
import { registerUserProfile } from './user-profile/routes';
import { registerWebApp } from './web-app/routes';
import { registerAdmin } from './admin/routes';
import { registerAdminReferenceData } from './reference-data/admin-routes';
import { registerReferenceData } from './reference-data/routes';
import { registerDrafts } from './drafts/routes';
import { registerGeometryValidation } from './geometry-validation/routes';
import { registerAcquisitionVessels } from './acquisition-vessels/routes';
import { registerAcquisitionFisheriesExperts } from './acquisition-fisheries-experts/routes';
import { registerAcquisitionLicences } from './acquisition-licences/routes';
import { registerAcquisitions } from './acquisitions/routes';
import { registerAcquisitionDetails } from './acquisition-details/routes';
import { registerAcquisitionAmendments } from './acquisition-amendments/routes';
import { registerMessages } from './messages/routes';
import { registerWeekReports } from './week-reports/routes';
import { registerCaseDialogue } from './case-dialogue/routes';
import { registerTimelineEvents } from './case-dialogue/timeline-events';
import { registerNotes } from './notes/routes';
import { registerAttachments } from './attachments/routes';
import { registerReceipts } from './receipts/routes';
import { registerOpenApi } from './openapi/routes';
import { registerSearch } from './search/routes';
import { registerCaseExport } from './case-export/routes';
import { installAttachments, registerMultipartReading } from '../attachments/install';
import { installNotifications } from '../notifications/install';
import { registerNotifications } from './notifications/routes';
import { registerMyTasks } from './my-tasks/routes';
import { registerHealth } from '../operations/health';
import { registerMetrics } from '../operations/metrics';

/**
 * Plugins first (auth, idempotency), then the routes of each area of the call catalogue,
 * then the web app. Each module exports one `register<Area>(app)` function.
 */
export async function registerModules(app: FastifyInstance): Promise<void> {
  // First: its timing hook sees every route.
  registerMetrics(app);
  const seeded = app.config.seedDemoData && (await seedIfEmpty(app.db));
  if (seeded) app.log.info('demo data loaded');
  installAuthenticate(app);
  installIdempotency(app);
  await installAttachments(app);
  installNotifications(app);
  registerHealth(app);
  // Demo notes need the attachment store for their files: first start only, after the demo acquisitions.
  if (seeded) await seedDemoNotes(app.db, app.attachmentStore);
  if (!app.config.oidcIssuer && !app.config.inProduction) {
    const { registerEmbeddedIdp } = await import('./auth/embedded-idp');
    await registerEmbeddedIdp(app);
  }

  registerAuth(app);
  registerUserContext(app);
  registerOverview(app);
  registerAcquisitionMap(app);
  registerUserProfile(app);
  registerSystem(app);
  registerReferenceData(app);
  registerAdminReferenceData(app);
  registerAdmin(app);
  registerDrafts(app);
  registerGeometryValidation(app);
  registerAcquisitionVessels(app);
  registerAcquisitionFisheriesExperts(app);
  registerAcquisitionLicences(app);
  registerAcquisitions(app);
  registerAcquisitionDetails(app);
  registerAcquisitionAmendments(app);
  registerMessages(app);
  registerWeekReports(app);
  // The calls that take multipart bodies (messages and notes with files) in a scope of their own with the multipart
  // reader; the timeline's event bus is the service's (its gauge is read there).
  await registerTimelineEvents(app);
  await app.register(async (scope) => {
    await registerMultipartReading(scope);
    registerCaseDialogue(scope);
    registerNotes(scope);
  });
  registerAttachments(app);
  registerReceipts(app);
  registerNotifications(app);
  registerMyTasks(app);
  registerSearch(app);
  registerCaseExport(app);
  registerOpenApi(app);

  // Last: the web app's catch-all GET answers only what no call above matched.
  await registerWebApp(app);
}
