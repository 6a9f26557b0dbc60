import { and, eq, inArray, notInArray } from 'drizzle-orm';
import { normalizedSensor, normalizedSource } from '../../../domain/draft/resets';
import type { TSectionEdit } from '../../../domain/schemas/acquisition-amendments';
import type { TDetailSection } from '../../../domain/schemas/acquisition-details';
import type { TSensor, TSource } from '../../../domain/schemas/draft-fields';
import type { Db } from '../../db/client';
import { saveAcquisitionGeometry } from '../../db/queries/save-geometry';
import { acquisitionFisheriesExperts, acquisitionInputs, acquisitionLicences, acquisitionVesselHarbours, acquisitionVessels, acquisitions } from '../../db/schema/index';
import { conflict } from '../../http/app-error';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const rowIdTaken = () => conflict('amendments:problems.rowIdTaken', { code: 'rowIdTaken' });

async function setInputs(tx: Tx, acquisitionId: string, values: Partial<typeof acquisitionInputs.$inferInsert>) {
  await tx
    .insert(acquisitionInputs)
    .values({ acquisitionId, ...values })
    .onConflictDoUpdate({ target: acquisitionInputs.acquisitionId, set: values });
}

async function applyVessels(tx: Tx, acquisitionId: string, edit: TSectionEdit<'Vessels'>, known: Set<string>) {
  const ids = edit.vessels.map((v) => v.acquisitionVesselId);
  await tx
    .delete(acquisitionVessels)
    .where(and(eq(acquisitionVessels.acquisitionId, acquisitionId), ids.length ? notInArray(acquisitionVessels.id, ids) : undefined));
  for (const v of edit.vessels) {
    const values = { vesselId: v.vesselId, vesselRole: v.vesselRole, fromDate: v.fromDate, toDate: v.toDate, phoneNumber: v.phoneNumber };
    if (known.has(v.acquisitionVesselId)) {
      await tx.update(acquisitionVessels).set(values).where(eq(acquisitionVessels.id, v.acquisitionVesselId));
    } else {
      const added = await tx.insert(acquisitionVessels).values({ id: v.acquisitionVesselId, acquisitionId, ...values }).onConflictDoNothing().returning({ id: acquisitionVessels.id });
      if (added.length === 0) throw rowIdTaken();
    }
    const harbourIds = v.harbours.map((h) => h.vesselHarbourId);
    await tx
      .delete(acquisitionVesselHarbours)
      .where(and(eq(acquisitionVesselHarbours.acquisitionVesselId, v.acquisitionVesselId), harbourIds.length ? notInArray(acquisitionVesselHarbours.id, harbourIds) : undefined));
    const existing = harbourIds.length
      ? new Set((await tx.select({ id: acquisitionVesselHarbours.id }).from(acquisitionVesselHarbours).where(and(eq(acquisitionVesselHarbours.acquisitionVesselId, v.acquisitionVesselId), inArray(acquisitionVesselHarbours.id, harbourIds)))).map((r) => r.id))
      : new Set<string>();
    for (const h of v.harbours) {
      const hv = { harbourId: h.harbourId, fromDate: h.fromDate, toDate: h.toDate };
      if (existing.has(h.vesselHarbourId)) await tx.update(acquisitionVesselHarbours).set(hv).where(eq(acquisitionVesselHarbours.id, h.vesselHarbourId));
      else {
        const added = await tx.insert(acquisitionVesselHarbours).values({ id: h.vesselHarbourId, acquisitionVesselId: v.acquisitionVesselId, ...hv }).onConflictDoNothing().returning({ id: acquisitionVesselHarbours.id });
        if (added.length === 0) throw rowIdTaken();
      }
    }
  }
}

async function applyExperts(tx: Tx, acquisitionId: string, edit: TSectionEdit<'FisheriesExpert'>, known: Set<string>) {
  const ids = edit.fisheriesExperts.map((e) => e.acquisitionFisheriesExpertId);
  await tx
    .delete(acquisitionFisheriesExperts)
    .where(and(eq(acquisitionFisheriesExperts.acquisitionId, acquisitionId), ids.length ? notInArray(acquisitionFisheriesExperts.id, ids) : undefined));
  for (const e of edit.fisheriesExperts) {
    const values = { fisheriesExpertId: e.fisheriesExpertId, fromDate: e.fromDate, toDate: e.toDate, phoneNumber: e.phoneNumber };
    if (known.has(e.acquisitionFisheriesExpertId)) await tx.update(acquisitionFisheriesExperts).set(values).where(eq(acquisitionFisheriesExperts.id, e.acquisitionFisheriesExpertId));
    else {
      const added = await tx.insert(acquisitionFisheriesExperts).values({ id: e.acquisitionFisheriesExpertId, acquisitionId, ...values }).onConflictDoNothing().returning({ id: acquisitionFisheriesExperts.id });
      if (added.length === 0) throw rowIdTaken();
    }
  }
}

export interface ApplyContext {
  acquisitionId: string;
  /** Row ids of the stored section (vessels or experts): those are updated, the others inserted. */
  knownRowIds: Set<string>;
  /** Licence rows (TimeAndArea), looked up by resolve-edit. */
  licenceRows?: { licenceId: string; licenceType: number }[];
  /** Owner's contact person (ContactPersons). */
  contactPersonUserId?: string | null;
  /** Whether each area changed (TimeAndArea): only a changed area is written again. */
  areasChanged?: boolean;
}

/** Writes the edit of one section, in the caller's transaction. */
export async function applyEdit<S extends TDetailSection>(tx: Tx, section: S, edit: TSectionEdit<S>, ctx: ApplyContext): Promise<void> {
  const id = ctx.acquisitionId;
  switch (section) {
    case 'GeneralComment':
      return setInputs(tx, id, { generalComment: (edit as TSectionEdit<'GeneralComment'>).comment });
    case 'Amount': {
      const a = edit as TSectionEdit<'Amount'>;
      return setInputs(tx, id, { quantityKm: a.quantityKm, quantityKm2: a.quantityKm2, quantityTb: a.quantityTb });
    }
    case 'Conductor':
      return setInputs(tx, id, { companyConductorNpdId: (edit as TSectionEdit<'Conductor'>).companyConductorNpdId });
    case 'Sensor':
      return setInputs(tx, id, { sensor: normalizedSensor((edit as TSectionEdit<'Sensor'>).sensor as TSensor) });
    case 'Source':
      return setInputs(tx, id, { source: normalizedSource((edit as TSectionEdit<'Source'>).source as TSource) });
    case 'ContactPersons': {
      const onBehalf = (edit as TSectionEdit<'ContactPersons'>).contactPersons.find((p) => p.isOnBehalfOfCompany);
      return setInputs(tx, id, {
        ...(ctx.contactPersonUserId ? { contactPersonUserId: ctx.contactPersonUserId } : {}),
        onBehalfOfCompanyContactPersonInfo: onBehalf
          ? { firstName: onBehalf.firstName, lastName: onBehalf.lastName, email: onBehalf.email, phone: onBehalf.phone }
          : null,
      });
    }
    case 'Vessels':
      return applyVessels(tx, id, edit as TSectionEdit<'Vessels'>, ctx.knownRowIds);
    case 'FisheriesExpert':
      return applyExperts(tx, id, edit as TSectionEdit<'FisheriesExpert'>, ctx.knownRowIds);
    default: {
      const t = edit as TSectionEdit<'TimeAndArea'>;
      await tx.update(acquisitions).set({ plannedStartDate: t.plannedStartDate, plannedEndDate: t.plannedEndDate }).where(eq(acquisitions.id, id));
      await setInputs(tx, id, { environmentalComment: t.environmentalComment, dataSalable: t.isDataSalable });
      if (ctx.areasChanged) await saveAcquisitionGeometry(tx as unknown as Db, id, { gross: t.grossGeometry, net: t.netGeometry });
      await tx.delete(acquisitionLicences).where(eq(acquisitionLicences.acquisitionId, id));
      const rows = ctx.licenceRows ?? [];
      if (rows.length) await tx.insert(acquisitionLicences).values(rows.map((r) => ({ acquisitionId: id, licenceId: r.licenceId, licenceType: r.licenceType }))).onConflictDoNothing();
    }
  }
}
