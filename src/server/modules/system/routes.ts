import { and, asc, gt, isNull, lte, or, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { infoCall, systemNotificationCall, type TSystemNotification } from '../../../domain/schemas/system';
import { systemNotifications as sn } from '../../db/schema/index';
import { registerCall } from '../../http/register-call';

/** The accessibility statement's contact when ACCESSIBILITY_CONTACT is not set: Meldesystem's support at the regulator (docs/decisions.md). */
export const DEFAULT_ACCESSIBILITY_CONTACT = 'meldesystem@sodir.no';

export function registerSystem(app: FastifyInstance): void {
  const { inProduction, environment, version } = app.config;
  const accessibilityContact = app.config.accessibilityContact ?? DEFAULT_ACCESSIBILITY_CONTACT;
  registerCall(app, infoCall, () => ({ inProduction, environment, version, accessibilityContact }));

  /** Notifications whose time window (open at either end) contains now. */
  registerCall(app, systemNotificationCall, async () => {
    const rows = await app.db
      .select({ id: sn.id, title: sn.title, description: sn.description, severity: sn.severity })
      .from(sn)
      .where(and(or(isNull(sn.activeFrom), lte(sn.activeFrom, sql`now()`)), or(isNull(sn.activeTo), gt(sn.activeTo, sql`now()`))))
      .orderBy(asc(sn.id));
    return rows.map((r) => ({ ...r, severity: r.severity as TSystemNotification['severity'] }));
  });
}
