import { and, asc, eq } from 'drizzle-orm';
import { acquisitionConfigOf } from '../../../domain/draft/acquisition-config';
import { AccomplishmentStatus as S } from '../../../domain/enums/accomplishment-status';
import { MessageType } from '../../../domain/enums/message-type';
import { WeekReportType } from '../../../domain/enums/week-report-type';
import { boxArea } from '../../../domain/geometry/box-area';
import type { TAreaGeometry, TGeometryInput } from '../../../domain/geometry/types';
import { Party } from '../../../domain/roles';
import { addDays, daysBetween, osloDate } from '../../../domain/rules/calendar-date';
import type { TWeekReport, TWeekReportPartView, TWeekReportProgress } from '../../../domain/schemas/week-reports';
import type { Db } from '../client';
import { expertsOnAcquisition } from '../queries/expert-rows';
import { writeMessage } from '../queries/message-store';
import { vesselsOnAcquisition } from '../queries/vessel-rows';
import { acquisitionActualDates, acquisitionGeometries, messages, weekReports } from '../schema/index';
import { demoUser } from './demo-users';
import { demoAcquisitionId, demoAcquisitions, type DemoAcquisition } from './reference-demo-acquisitions';
import { seededRandom } from './overview-shapes';

/** The demo cases' week reports (issue 10): what was done and what is planned, in a crew's words. */
const DONE_COMMENTS = [
  'Streamere lagt ut og testet. Produksjon startet etter midnatt, god datakvalitet.',
  'Jevn produksjon. 9 timer værstans onsdag (vind 18 m/s, 4 m sjø).',
  'Fiskeriaktivitet i nordøst; linjene lagt om etter dialog med fiskerikyndig.',
  'Mannskapsbytte i havn torsdag, produksjon gjenopptatt fredag morgen.',
  'God fremdrift. Infill av to linjer etter støy fra passerende trafikk.',
  'Kortere linjer langs vestkanten, ingen hendelser.',
  'Reparasjon av kildearray i 14 timer, ellers normal produksjon.',
] as const;
const PLANNED_COMMENTS = [
  'Fortsetter østover, linje for linje.',
  'Planlagt produksjon i sørlig del av området, avhengig av vær.',
  'Infill og gjenstående linjer i nord.',
  'Fortsetter som planlagt; vaktskip følger med på fiskeaktivitet.',
] as const;

/** Reports from the start up to the last day reported (ongoing: yesterday; paused: before the pause; finished: the end). */
const REPORTED: Partial<Record<S, (a: DemoAcquisition, today: string) => string>> = {
  [S.Pågående]: (_a, today) => addDays(today, -1),
  [S.Pause]: (_a, today) => addDays(today, -7),
  [S.Ferdig]: (a) => a.end,
  [S.FerdigMedDokumentasjon]: (a) => a.end,
};

const round = (n: number, step: number) => Math.round(n / step) * step;

/** The shadow area of period k of `count`: a slice of the acquisition's box, west to east. */
function shadowOf(box: [number, number, number, number], k: number, count: number): TGeometryInput {
  const [w, s, e, n] = box;
  const step = (e - w) / Math.max(count, 1);
  return boxArea(w + step * k, s, w + step * Math.min(k + 1, count), n);
}

/** At 08:00 Oslo winter time the morning after it was written at 19:30 on board. */
const receivedOn = (day: string) => new Date(`${day}T07:00:00Z`);
const writtenBefore = (day: string) => new Date(`${addDays(day, -1)}T18:30:00Z`);

/**
 * Demo week reports: the ongoing and paused demo cases have a start-up report and a weekly report for every week
 * since; the finished ones also their finish report. Shadow areas are slices of the case's area; the finish report's
 * area is the case's own. Idempotent: a case with any report is skipped.
 */
export async function seedDemoWeekReports(db: Db, today = osloDate()): Promise<void> {
  for (const a of demoAcquisitions(today)) {
    const lastDay = REPORTED[a.status]?.(a, today);
    if (!lastDay || !a.createdBy || daysBetween(a.start, lastDay) < 2) continue;
    const id = demoAcquisitionId(a.n);
    const [existing] = await db
      .select({ id: weekReports.id })
      .from(weekReports)
      .where(eq(weekReports.acquisitionId, id))
      .limit(1);
    const [area] = await db
      .select()
      .from(acquisitionGeometries)
      .where(eq(acquisitionGeometries.acquisitionId, id));
    if (existing || !area?.display || area.minLon === null) continue;
    await seedReportsOf(db, a, id, lastDay, area);
  }
}

async function seedReportsOf(
  db: Db,
  a: DemoAcquisition,
  id: string,
  lastDay: string,
  area: typeof acquisitionGeometries.$inferSelect,
): Promise<void> {
  const author = demoUser(a.createdBy!);
  const random = seededRandom(a.n * 7919);
  const config = acquisitionConfigOf(a.type, a.lawCategory);
  const box: [number, number, number, number] = [area.minLon!, area.minLat!, area.maxLon!, area.maxLat!];
  const [vesselRows, expertRows] = await Promise.all([
    vesselsOnAcquisition(db, id),
    expertsOnAcquisition(db, id),
  ]);
  const vessels: TWeekReport['vessels'] = vesselRows.map((v, i) => ({
    acquisitionVesselId: v.acquisitionVesselId,
    vesselId: v.vesselId,
    vesselRole: i === 0 ? 10 : 20,
    name: v.daqVesselName,
    fromDate: v.fromDate,
    toDate: v.toDate,
    phone: v.phoneNumber ?? '+47 22 00 00 00',
  }));
  const experts = expertRows.map((e) => ({
    fisheriesExpertId: e.fisheriesExpertId,
    firstName: e.firstName,
    lastName: e.lastName,
    phoneNumber: e.phoneNumber,
  }));
  const finished = a.status === S.Ferdig || a.status === S.FerdigMedDokumentasjon;
  const weeks = Math.floor((daysBetween(a.start, lastDay) + 1 - (finished ? 2 : 0)) / 7);
  const periods = weeks + 2;
  const km = () =>
    config.showKm2Quantity ? round(120 + random() * 260, 0.5) : round(180 + random() * 420, 0.5);
  const km2 = () => (config.showKm2Quantity ? round(40 + random() * 110, 0.5) : null);
  const part = (
    fromDate: string,
    toDate: string,
    comment: string,
    k: number,
    withArea: boolean,
  ): TWeekReportPartView => ({
    fromDate,
    toDate,
    amountKm: km(),
    amountKm2: km2(),
    comment,
    fisheriesExperts: experts,
    geometry: withArea ? shadowOf(box, k, periods) : null,
  });
  const file = async (
    type: WeekReportType,
    day: string,
    content: Omit<
      TWeekReport,
      'id' | 'messageId' | 'name' | 'type' | 'capturedAt' | 'receivedAt' | 'createdByName' | keyof TWeekReportProgress
    > &
      Partial<TWeekReportProgress>,
  ) => {
    const messageType =
      type === WeekReportType.Startup
        ? MessageType.Startup
        : type === WeekReportType.Finish
          ? MessageType.Finish
          : MessageType.WeekReport;
    const subject = type === WeekReportType.Startup ? content.planned : content.done;
    const weekReportId = crypto.randomUUID();
    const reportPayload = {
      weekReportId,
      weekReportType: type,
      doneFromDate: content.done?.fromDate ?? null,
      doneToDate: content.done?.toDate ?? null,
      plannedFromDate: content.planned?.fromDate ?? null,
      plannedToDate: content.planned?.toDate ?? null,
      ...(type === WeekReportType.Finish
        ? { finishReport: { totalAmountKm: content.totalAmountKm, totalAmountKm2: content.totalAmountKm2 } }
        : {}),
    };
    // The demo history already holds the case's start-up and finish (status changes): the report joins that message,
    // as the service's own filing writes one message with both (src/server/modules/week-reports/file-report.ts).
    const [history] =
      type === WeekReportType.Regular
        ? []
        : await db
            .select({ id: messages.id, payload: messages.payload })
            .from(messages)
            .where(and(eq(messages.acquisitionId, id), eq(messages.messageType, messageType)))
            .orderBy(asc(messages.createdAt))
            .limit(1);
    let messageId: string;
    if (history) {
      messageId = history.id;
      await db
        .update(messages)
        .set({
          payload: { ...(history.payload as object | null), ...reportPayload },
          capturedAt: writtenBefore(day),
        })
        .where(eq(messages.id, history.id));
    } else {
      messageId = await writeMessage(db, {
        acquisitionId: id,
        messageType,
        authorUserId: author.id,
        authorParty: Party.Company,
        authorOrganisationId: a.companyId,
        content: subject?.comment ?? '',
        payload: reportPayload,
        capturedAt: writtenBefore(day),
        createdAt: receivedOn(day),
      });
    }
    await db.insert(weekReports).values({
      id: weekReportId,
      acquisitionId: id,
      messageId,
      type,
      doneFromDate: content.done?.fromDate ?? null,
      doneToDate: content.done?.toDate ?? null,
      plannedFromDate: content.planned?.fromDate ?? null,
      plannedToDate: content.planned?.toDate ?? null,
      report: content as unknown as Record<string, unknown>,
      createdBy: author.id,
      capturedAt: writtenBefore(day),
      createdAt: receivedOn(day),
    });
  };
  const none = {
    done: null,
    planned: null,
    paidDate: null,
    totalAmountKm: null,
    totalAmountKm2: null,
    acquisitionGeometry: null,
  };

  await file(WeekReportType.Startup, a.start, {
    ...none,
    planned: part(
      a.start,
      addDays(a.start, 13),
      `Mobilisert fra havn, ${vessels[0]?.name ?? 'fartøyet'} på feltet. Utlegg av utstyr de første dagene.`,
      0,
      true,
    ),
    paidDate: config.weekReportsConfig.startupReport.paymentRequired ? addDays(a.start, -9) : null,
    vessels,
  });
  const totals = { km: 0, km2: 0 };
  let doneEnd = addDays(a.start, -1);
  for (let k = 0; k < weeks; k++) {
    const from = addDays(doneEnd, 1);
    const to = addDays(from, 6);
    // Issue 25: where the survey worked (its slice of the case's area), downtime by cause and percent complete; not
    // drawn from random(), so the demo's other figures stay as they were.
    const done = part(from, to, DONE_COMMENTS[k % DONE_COMMENTS.length]!, k, true);
    totals.km += done.amountKm ?? 0;
    totals.km2 += done.amountKm2 ?? 0;
    await file(WeekReportType.Regular, addDays(to, 1), {
      ...none,
      done,
      downtimeWeatherHours: [6, 18, 0, 31.5, 12][k % 5]!,
      downtimeEquipmentHours: [0, 4, 9.5, 0, 2][k % 5]!,
      downtimeOtherHours: [1, 0, 0, 3, 0][k % 5]!,
      percentComplete: Math.min(100, Math.round(((k + 1) / periods) * 100)),
      planned: part(
        addDays(to, 1),
        addDays(to, 7),
        PLANNED_COMMENTS[k % PLANNED_COMMENTS.length]!,
        k + 1,
        true,
      ),
      vessels,
    });
    doneEnd = to;
  }
  if (finished) {
    const done = part(
      addDays(doneEnd, 1),
      a.end,
      'Siste linjer fullført, utstyr tatt om bord og fartøyet demobilisert.',
      periods - 1,
      false,
    );
    const acquired: TGeometryInput = {
      geometry: JSON.parse(area.display!) as TAreaGeometry,
      loadedFromFile: false,
      transformationToWgs84: null,
      csOriginWkId: 4326,
    };
    done.geometry = acquired;
    await file(WeekReportType.Finish, addDays(a.end, 1), {
      ...none,
      done,
      totalAmountKm: round(totals.km + (done.amountKm ?? 0), 0.5),
      totalAmountKm2: config.showKm2Quantity ? round(totals.km2 + (done.amountKm2 ?? 0), 0.5) : null,
      vessels: vessels.slice(0, 1),
      acquisitionGeometry: acquired,
    });
  }
  const dates = { actualStartDate: a.start, actualEndDate: finished ? a.end : null };
  await db
    .insert(acquisitionActualDates)
    .values({ acquisitionId: id, ...dates })
    .onConflictDoUpdate({ target: acquisitionActualDates.acquisitionId, set: dates });
}
