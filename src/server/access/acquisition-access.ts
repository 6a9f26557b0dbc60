import { eq, sql, type SQL } from 'drizzle-orm';
import { can } from '../../domain/permissions';
import { canOpenAcquisition, ownerOrganisationIds, type TViewer } from '../../domain/visibility';
import type { Db } from '../db/client';
import { acquisitionInputs, acquisitions } from '../db/schema/index';
import { AppError, forbidden, notFound } from '../http/app-error';

export type AcquisitionRow = typeof acquisitions.$inferSelect;
/** An acquisition with the company it is reported on behalf of (an owner of the case once submitted). */
export type CaseRow = AcquisitionRow & { onBehalfOfCompanyId: number | null };

/**
 * THE access layer of the service: every module asks here who may read or change an acquisition, a draft or a
 * message, and the rules are only the domain's (canOpenAcquisition in src/domain/visibility.ts, `can` in
 * src/domain/permissions.ts, the transition table in src/domain/rules/status-transitions.ts).
 */
/** A database or a transaction of it. */
export type DbOrTx = Parameters<Parameters<Db['transaction']>[0]>[0] | Db;

async function loadCase(db: DbOrTx, id: string, lock = false): Promise<CaseRow | undefined> {
  const query = db
    .select({ acquisition: acquisitions, onBehalfOfCompanyId: acquisitionInputs.onBehalfOfCompanyId })
    .from(acquisitions)
    .leftJoin(acquisitionInputs, eq(acquisitionInputs.acquisitionId, acquisitions.id))
    .where(eq(acquisitions.id, id));
  const [row] = lock ? await query.for('update', { of: acquisitions }) : await query;
  return row ? { ...row.acquisition, onBehalfOfCompanyId: row.onBehalfOfCompanyId } : undefined;
}

/** The acquisition (or draft) when the viewer may open it; 404 (with `notFoundKey`) otherwise, also when it does not exist. */
export async function readableAcquisition(
  db: Db,
  viewer: TViewer,
  id: string,
  notFoundKey = 'problems:acquisition.notFound',
): Promise<CaseRow> {
  const row = await loadCase(db, id);
  if (!row || !canOpenAcquisition(viewer, row)) throw notFound(notFoundKey);
  return row;
}

/**
 * readableAcquisition with one more value read by the same query (e.g. the version a cache of the acquisition's data
 * is checked against, a scalar subquery that may refer to acquisitions.id): the access check and that value in one
 * round trip, as a prepared statement (`name`, one per kind of value) so that neither the service nor the database
 * builds and plans it again on every call. Calls for one acquisition that arrive in the same turn of the event loop
 * share one query, sent after all of them arrived (setImmediate), so each still reads what was committed before it
 * came; the access check stays each viewer's own. The value is returned only when the viewer may open the acquisition.
 */
export function readableAcquisitionWith<T>(name: string, also: SQL<T>) {
  type Found = { row: CaseRow; also: T } | undefined;
  const prepared = new WeakMap<Db, ReturnType<typeof prepare>>();
  const prepare = (db: Db) =>
    db
      .select({ acquisition: acquisitions, onBehalfOfCompanyId: acquisitionInputs.onBehalfOfCompanyId, also })
      .from(acquisitions)
      .leftJoin(acquisitionInputs, eq(acquisitionInputs.acquisitionId, acquisitions.id))
      .where(eq(acquisitions.id, sql.placeholder('id')))
      .prepare(name);
  /** Queries waiting for the end of this turn of the event loop, by database and id. */
  const waiting = new WeakMap<Db, Map<string, Promise<Found>>>();
  const read = async (db: Db, id: string): Promise<Found> => {
    let query = prepared.get(db);
    if (!query) prepared.set(db, (query = prepare(db)));
    const [found] = await query.execute({ id });
    return found ? { row: { ...found.acquisition, onBehalfOfCompanyId: found.onBehalfOfCompanyId }, also: found.also } : undefined;
  };
  const shared = (db: Db, id: string): Promise<Found> => {
    let byId = waiting.get(db);
    if (!byId) waiting.set(db, (byId = new Map()));
    let found = byId.get(id);
    if (!found) {
      const ids = byId;
      found = new Promise<void>((resolve) => setImmediate(resolve)).then(() => {
        ids.delete(id); // calls from now on wait for a query of their own
        return read(db, id);
      });
      byId.set(id, found);
    }
    return found;
  };
  return async (db: Db, viewer: TViewer, id: string): Promise<{ row: CaseRow; also: T }> => {
    const found = await shared(db, id);
    if (!found || !canOpenAcquisition(viewer, found.row)) throw notFound('problems:acquisition.notFound');
    return found;
  };
}

/**
 * readableAcquisition inside the caller's transaction, with the acquisition's row locked (SELECT ... FOR UPDATE OF
 * acquisitions) until it ends: the access check and the lock in one query, the status as last committed.
 */
export async function readableAcquisitionLocked(tx: DbOrTx, viewer: TViewer, id: string): Promise<CaseRow> {
  const row = await loadCase(tx, id, true);
  if (!row || !canOpenAcquisition(viewer, row)) throw notFound('problems:acquisition.notFound');
  return row;
}

/** The draft when the viewer may edit it: readable, and edit:acquisition holds for its status (a draft). 403 notADraft otherwise. */
export async function editableDraft(db: Db, viewer: TViewer, id: string): Promise<CaseRow> {
  const row = await readableAcquisition(db, viewer, id);
  if (!can(viewer.role, 'edit:acquisition', { status: row.status })) {
    throw new AppError('FORBIDDEN', 'draft-rules:errors.notADraft');
  }
  return row;
}

/** The draft when the viewer may delete it: readable (404 problems:draft.notFound), and delete:acquisition holds (403 otherwise). */
export async function deletableDraft(db: Db, viewer: TViewer, id: string): Promise<CaseRow> {
  const row = await readableAcquisition(db, viewer, id, 'problems:draft.notFound');
  if (!can(viewer.role, 'delete:acquisition', { status: row.status })) throw forbidden('problems:draft.onlyDraftDeletable');
  return row;
}

/**
 * The acquisition when the viewer may amend its details (update:acquisition): readable (404 otherwise), a notifier of an
 * owner organisation and an amendable status (403 'amendments:problems.forbidden' otherwise).
 */
export async function amendableAcquisition(db: Db, viewer: TViewer, id: string): Promise<CaseRow> {
  const row = await readableAcquisition(db, viewer, id);
  const isOwnerOrganisation = ownerOrganisationIds(row).includes(viewer.organisationId);
  if (!can(viewer.role, 'update:acquisition', { status: row.status, isOwnerOrganisation })) {
    throw forbidden('amendments:problems.forbidden', { code: 'amendmentForbidden' });
  }
  return row;
}
