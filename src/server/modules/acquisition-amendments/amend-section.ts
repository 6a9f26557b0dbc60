import { and, eq, gt, inArray, notInArray, sql } from 'drizzle-orm';
import { sectionDiff } from '../../../domain/diff/section-diff';
import type { TSectionDiff } from '../../../domain/diff/diff-types';
import { acquisitionConfigOf } from '../../../domain/draft/acquisition-config';
import { MessageType } from '../../../domain/enums/message-type';
import { viewerParty } from '../../../domain/message-visibility';
import { Party } from '../../../domain/roles';
import { amendmentProblems } from '../../../domain/rules/amendment-rules';
import { osloDate } from '../../../domain/rules/calendar-date';
import { AMENDMENT_PROBLEM, type TAmendmentResult, type TSectionEdit } from '../../../domain/schemas/acquisition-amendments';
import type { TDetailSection, TDetailSectionData } from '../../../domain/schemas/acquisition-details';
import type { TViewer } from '../../../domain/visibility';
import { amendableAcquisition, type CaseRow } from '../../access/acquisition-access';
import type { Db } from '../../db/client';
import { readDetailSection } from '../../db/queries/detail-sections';
import { routeCase } from '../../db/queries/case-routing';
import { notify } from '../../notifications/notify';
import { informOthers, writeMessage } from '../../db/queries/message-store';
import { acquisitions, licences, messages } from '../../db/schema/index';
import { validateDraftAreas } from '../../db/queries/validate-draft-areas';
import type { Areal } from '../../../domain/geometry/area-ops';
import type { TGeometryValidation } from '../../../domain/schemas/draft-geometry';
import { AppError, badRequest } from '../../http/app-error';
import { applyEdit } from './apply-edit';
import { licenceRowsOf, nextSection } from './resolve-edit';

type Data<S extends TDetailSection> = TDetailSectionData<S>;

/** 400 'amendmentInvalid' with every failing rule by field (the same rules as the form's). */
function checkRules<S extends TDetailSection>(row: CaseRow, section: S, edit: TSectionEdit<S>): void {
  const problems = amendmentProblems(section, edit, {
    today: osloDate(),
    status: row.status,
    acquisitionConfig: acquisitionConfigOf(row.type ?? 0, row.lawCategory),
    stored: { plannedStartDate: row.plannedStartDate, plannedEndDate: row.plannedEndDate },
  });
  if (problems.length === 0) return;
  const fields: Record<string, string[]> = {};
  for (const p of problems) fields[p.field] = [...(fields[p.field] ?? []), `amendments:rules.${p.key}`];
  throw badRequest(AMENDMENT_PROBLEM.invalid, fields, { code: 'amendmentInvalid' });
}

/** A vessel or expert that is not deletable may be changed, not removed. */
function checkDeletions<S extends TDetailSection>(section: S, prev: Data<S>, next: Data<S>): void {
  const rows = (d: Data<S>): { id: string; isDeletable: boolean }[] =>
    section === 'Vessels'
      ? (d as Data<'Vessels'>).vessels.map((v) => ({ id: v.acquisitionVesselId, isDeletable: v.isDeletable }))
      : section === 'FisheriesExpert'
        ? (d as Data<'FisheriesExpert'>).fisheriesExperts.map((e) => ({ id: e.acquisitionFisheriesExpertId, isDeletable: e.isDeletable }))
        : [];
  const kept = new Set(rows(next).map((r) => r.id));
  if (rows(prev).some((r) => !r.isDeletable && !kept.has(r.id))) throw badRequest(AMENDMENT_PROBLEM.notDeletable, undefined, { code: 'notDeletable' });
}

/**
 * The wizard's area check (POST /Draft/Validate, submit) on a changed area: the licences of the edit when the type
 * requires licences, the shelf, restriction areas and net inside gross. A blocking error is a 400 'areaInvalid' with the
 * failing area's message key; warnings do not block. Answers the ocean area of the new areas.
 */
async function checkAmendedAreas(db: Db, row: CaseRow, edit: TSectionEdit<'TimeAndArea'>, licenceIds: readonly string[]): Promise<TGeometryValidation['oceanArea']> {
  const config = acquisitionConfigOf(row.type ?? 0, row.lawCategory);
  const shapes: Areal[] =
    config.requiresLicence && licenceIds.length > 0
      ? (await db.select({ shape: licences.shape }).from(licences).where(inArray(licences.id, [...licenceIds]))).flatMap((r) => (r.shape ? [r.shape as Areal] : []))
      : [];
  const check = await validateDraftAreas(db, { net: edit.netGeometry, gross: edit.grossGeometry }, shapes);
  if (!check.isValid) {
    const fields: Record<string, string[]> = {};
    for (const issue of check.errors) {
      const field = issue.area === 'gross' ? 'grossGeometry' : 'netGeometry';
      fields[field] = [...(fields[field] ?? []), `geometry:validation.${issue.code}`];
    }
    throw badRequest(AMENDMENT_PROBLEM.areaInvalid, fields, { code: 'areaInvalid' });
  }
  return check.oceanArea;
}

interface Prepared<S extends TDetailSection> {
  row: CaseRow;
  prev: Data<S>;
  next: Data<S>;
  diff: TSectionDiff;
}

/** An on-behalf company's contact person only on a case reported on behalf of a company. */
function checkOnBehalf<S extends TDetailSection>(row: CaseRow, section: S, edit: TSectionEdit<S>): void {
  if (section !== 'ContactPersons' || row.onBehalfOfCompanyId !== null) return;
  const at = (edit as TSectionEdit<'ContactPersons'>).contactPersons.findIndex((p) => p.isOnBehalfOfCompany);
  if (at >= 0) throw badRequest(AMENDMENT_PROBLEM.invalid, { [`contactPersons.${at}.isOnBehalfOfCompany`]: [AMENDMENT_PROBLEM.notOnBehalf] }, { code: 'amendmentInvalid' });
}

async function prepare<S extends TDetailSection>(db: Db, viewer: TViewer, id: string, section: S, edit: TSectionEdit<S>): Promise<Prepared<S>> {
  const row = await amendableAcquisition(db, viewer, id);
  checkOnBehalf(row, section, edit);
  const prev = await readDetailSection(db, row, section);
  const next = await nextSection(db, section, edit, prev, viewer.organisationId);
  return { row, prev, next, diff: sectionDiff(section, prev, next) };
}

/** POST /Acquisition/{id}/details/changeSubmission/{section}: the diff of the edit against the stored section. */
export async function changeSubmissionDiff<S extends TDetailSection>(db: Db, viewer: TViewer, id: string, section: S, edit: TSectionEdit<S>): Promise<TSectionDiff> {
  return (await prepare(db, viewer, id, section, edit)).diff;
}

/** The 409 of a stale version: the section now and its version, so the user can keep theirs or take the service's. */
function versionConflict(version: number, current: unknown): AppError {
  return new AppError('CONFLICT', AMENDMENT_PROBLEM.versionConflict, undefined, { code: 'acquisitionVersionConflict', version, current: current as never });
}

const capturedAtOf = (text: string | undefined, now: Date) => (text && new Date(text).getTime() <= now.getTime() ? new Date(text) : null);

/** The parties asked for statements again on a change that requires proceedings. */

/**
 * Whether another change of this section was stored after the version the edit began from (issue 25): a change
 * submission of the section whose new version is above it and is not one of the device's own earlier changes
 * (ownVersions, passed along its outbox chain). Reports, status changes and changes of other sections raise the
 * acquisition's version too but leave the section as the edit saw it: they are no conflict.
 */
async function sectionChangedSince(db: Db, id: string, section: TDetailSection, version: number, ownVersions: readonly number[]): Promise<boolean> {
  const changedTo = sql<number>`(${messages.payload}->>'version')::int`;
  const rows = await db
    .select({ id: messages.id })
    .from(messages)
    .where(
      and(
        eq(messages.acquisitionId, id),
        inArray(messages.messageType, [MessageType.SubmissionChangedRequiringProceedings, MessageType.SubmissionChangedWithInfo]),
        sql`${messages.payload}->>'changeSubmissionType' = ${section}`,
        gt(changedTo, version),
        ownVersions.length > 0 ? notInArray(changedTo, [...ownVersions]) : undefined,
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/** The acquisition's version moved between the read and the write (another request in between): judged again. */
class VersionMoved extends Error {
  conflict!: AppError;
}

/**
 * PUT /Acquisition/{id}/details/{section}: checks the rules, recomputes the diff from the stored section (the client's
 * is never used), refuses a stale version (409) and an edit without changes (400), checks a changed area as the wizard
 * does (400 'areaInvalid'; the ocean area follows the new area), applies it, raises the version and
 * writes the change submission (3001 requiring proceedings, else 3002) with the diff and the comment, in one transaction.
 * A stale version is a conflict only when the same section changed since (sectionChangedSince).
 */
export async function amendSection<S extends TDetailSection>(
  db: Db,
  viewer: TViewer,
  id: string,
  section: S,
  body: AmendBody<S>,
): Promise<TAmendmentResult> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await amendOnce(db, viewer, id, section, body);
    } catch (error) {
      if (!(error instanceof VersionMoved) || attempt >= 3) throw error instanceof VersionMoved ? error.conflict : error;
    }
  }
}

type AmendBody<S extends TDetailSection> = TSectionEdit<S> & { changeSubmissionComment: string; version: number; ownVersions?: number[]; capturedAt?: string };

async function amendOnce<S extends TDetailSection>(db: Db, viewer: TViewer, id: string, section: S, body: AmendBody<S>): Promise<TAmendmentResult> {
  const { changeSubmissionComment, version, capturedAt, ownVersions, ...rest } = body;
  const edit = rest as unknown as TSectionEdit<S>;
  const { row, prev, next, diff } = await prepare(db, viewer, id, section, edit);
  if (version > row.version || (version !== row.version && (await sectionChangedSince(db, id, section, version, ownVersions ?? [])))) throw versionConflict(row.version, prev);
  checkRules(row, section, edit);
  if (!diff.anyChanges) throw badRequest(AMENDMENT_PROBLEM.noChanges, undefined, { code: 'noChanges' });
  checkDeletions(section, prev, next);
  const licenceRows = section === 'TimeAndArea' ? await licenceRowsOf(db, edit as TSectionEdit<'TimeAndArea'>) : undefined;
  const oceanArea =
    section === 'TimeAndArea' && diff.geometryChanges.length > 0
      ? await checkAmendedAreas(db, row, edit as TSectionEdit<'TimeAndArea'>, (licenceRows ?? []).map((r) => r.licenceId))
      : null;
  const knownRowIds = new Set(
    section === 'Vessels'
      ? (prev as Data<'Vessels'>).vessels.map((v) => v.acquisitionVesselId)
      : section === 'FisheriesExpert'
        ? (prev as Data<'FisheriesExpert'>).fisheriesExperts.map((e) => e.acquisitionFisheriesExpertId)
        : [],
  );
  const contactPersonUserId =
    section === 'ContactPersons' ? ((next as Data<'ContactPersons'>).contactPersons.find((p) => !p.isOnBehalfOfCompany && p.userProfileId)?.userProfileId ?? null) : null;
  const messageType = diff.requiresProceedings ? MessageType.SubmissionChangedRequiringProceedings : MessageType.SubmissionChangedWithInfo;
  const party = viewerParty(viewer.role) ?? Party.Company;
  const now = new Date();
  return db.transaction(async (tx) => {
    const raised = await tx
      .update(acquisitions)
      .set({ updatedAt: now, version: sql`${acquisitions.version} + 1`, ...(oceanArea ? { oceanArea } : {}) })
      .where(and(eq(acquisitions.id, id), eq(acquisitions.version, row.version)))
      .returning({ version: acquisitions.version });
    if (raised.length === 0) throw Object.assign(new VersionMoved(), { conflict: versionConflict(row.version + 1, prev) });
    await applyEdit(tx, section, edit, {
      acquisitionId: id,
      knownRowIds,
      licenceRows,
      contactPersonUserId,
      areasChanged: diff.geometryChanges.length > 0,
    });
    const messageId = await writeMessage(tx, {
      acquisitionId: id,
      messageType,
      authorUserId: viewer.userId,
      authorParty: party,
      authorOrganisationId: viewer.organisationId,
      content: changeSubmissionComment,
      comment: changeSubmissionComment,
      payload: { changeSubmissionType: section, changeSubmissionComment, diff, version: raised[0].version },
      capturedAt: capturedAtOf(capturedAt, now),
      createdAt: now,
      // The eye for the other parties; on a change requiring proceedings the case routing below adds the star and
      // the deadline of each authority, whose statements on the changed submission are expected again.
      partyStates: informOthers(party),
    });
    if (diff.requiresProceedings) {
      const routed = await routeCase(tx, { acquisitionId: id, messageId, routedAt: now });
      await notify(tx, {
        acquisitionId: id,
        event: { type: 'routed', parties: routed.parties },
        actorUserId: viewer.userId,
        message: { id: messageId, messageType, authorParty: party, recipientParties: [], content: changeSubmissionComment },
        what: 'statementRequestedChange',
        deadline: routed.deadline,
      });
    }
    return { acquisitionId: id, version: raised[0].version, messageId, messageType, diff };
  });
}
