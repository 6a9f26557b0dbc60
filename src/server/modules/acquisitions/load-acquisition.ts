import { eq, inArray } from 'drizzle-orm';
import { acquisitionConfigOf } from '../../../domain/draft/acquisition-config';
import { AccomplishmentStatus, type AccomplishmentStatus as TStatus } from '../../../domain/enums/accomplishment-status';
import { acquisitionTypeParts, ZAcquisitionType } from '../../../domain/enums/acquisition-type';
import { LawCategory } from '../../../domain/enums/law-category';
import type { TAreaGeometry } from '../../../domain/geometry/types';
import { allowedActions } from '../../../domain/rules/status-transitions';
import type { TAcquisition } from '../../../domain/schemas/acquisition';
import { ownerOrganisationIds, type TViewer } from '../../../domain/visibility';
import type { CaseRow } from '../../access/acquisition-access';
import type { Db } from '../../db/client';
import { acquisitionActualDates, acquisitionGeometries, organisations } from '../../db/schema/index';

/** The actor and subject of the transition table for this viewer and case. */
export const transitionFacts = (viewer: TViewer, row: CaseRow) => ({
  actor: { role: viewer.role, organisationId: viewer.organisationId },
  subject: { status: row.status, ownerOrganisationIds: ownerOrganisationIds(row) },
});

/** GET /Acquisitions/{id}: the case as the viewer sees it (statusOptions are the viewer's allowed actions). */
export async function acquisitionOf(db: Db, viewer: TViewer, row: CaseRow): Promise<TAcquisition> {
  const orgIds = [row.companyId, row.onBehalfOfCompanyId].filter((id): id is number => id !== null);
  const [orgs, [dates], [areas]] = await Promise.all([
    orgIds.length ? db.select({ id: organisations.id, name: organisations.name }).from(organisations).where(inArray(organisations.id, orgIds)) : [],
    db.select().from(acquisitionActualDates).where(eq(acquisitionActualDates.acquisitionId, row.id)),
    db.select({ display: acquisitionGeometries.display }).from(acquisitionGeometries).where(eq(acquisitionGeometries.acquisitionId, row.id)),
  ]);
  const nameOf = (id: number | null) => orgs.find((o) => o.id === id)?.name ?? null;
  const type = row.type ?? -1;
  const parsedType = ZAcquisitionType.safeParse(type);
  const lawCategory = row.lawCategory ?? LawCategory.PetroleumLaw;
  const facts = transitionFacts(viewer, row);
  return {
    id: row.id,
    npdId: row.npdId,
    name: row.name,
    companyName: nameOf(row.onBehalfOfCompanyId) ?? nameOf(row.companyId),
    companyId: row.companyId,
    onBehalfOfCompany: row.onBehalfOfCompanyId !== null ? { npdId: row.onBehalfOfCompanyId, name: nameOf(row.onBehalfOfCompanyId) ?? '' } : null,
    status: (Object.values(AccomplishmentStatus) as number[]).includes(row.status) ? (row.status as TStatus) : AccomplishmentStatus.Ikke_Kjent,
    type,
    mainType: parsedType.success ? acquisitionTypeParts(parsedType.data).mainType : type,
    lawCategory,
    governmentReason: lawCategory === LawCategory.PerformedByGovernment ? row.govtReason : null,
    oceanArea: row.oceanArea,
    statusOptions: allowedActions(facts.actor, facts.subject),
    statusPlannedToDate: row.status === AccomplishmentStatus.Pause ? row.statusPlannedToDate : null,
    statusChangeReason: row.statusChangeReason,
    statusChangeComment: row.statusChangeComment,
    submittedToOED: row.submittedToOed,
    allFisheriesReportsRevived: row.allFisheriesReportsReceived,
    plannedStartDate: row.plannedStartDate,
    plannedEndDate: row.plannedEndDate,
    accomplishmentStartDate: dates?.actualStartDate ?? null,
    accomplishmentEndDate: dates?.actualEndDate ?? null,
    geometry: areas?.display ? (JSON.parse(areas.display) as TAreaGeometry) : null,
    acquisitionConfig: acquisitionConfigOf(type, lawCategory),
    submittedAt: row.submittedAt ? row.submittedAt.toISOString() : null,
    version: row.version,
  };
}
