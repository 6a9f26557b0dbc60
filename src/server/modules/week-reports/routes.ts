import type { FastifyInstance } from 'fastify';
import { nextDoneStartDate } from '../../../domain/rules/week-report-order';
import {
  createFinishReportCall,
  createStartupReportCall,
  createWeekReportCall,
  nextWeekReportDoneStartDateCall,
  weekReportFisheriesExpertsCall,
  weekReportsCall,
} from '../../../domain/schemas/week-reports';
import { weekReportsReadable } from '../../access/week-report-access';
import { viewerOf } from '../../access/viewer';
import { expertsOnAcquisition } from '../../db/queries/expert-rows';
import { registerCall } from '../../http/register-call';
import { fileReport, type TFiling } from './file-report';
import { filedReports, listReports } from './list-reports';

/**
 * Week reports (spec 001 s7 'Other', spec 000 s7 'Week reports'; issue 10). GET /acquisition/{id}/Vessels is the
 * acquisition-vessels module's GET /Acquisition/{id}/Vessels (the same path, case-insensitive).
 */
export function registerWeekReports(app: FastifyInstance): void {
  const db = app.db;
  registerCall(app, weekReportsCall, async ({ params, request }) => {
    const row = await weekReportsReadable(db, viewerOf(request), params.id);
    return listReports(db, row.id);
  });
  registerCall(app, nextWeekReportDoneStartDateCall, async ({ params, request }) => {
    const row = await weekReportsReadable(db, viewerOf(request), params.id);
    return { nextDoneStartDate: nextDoneStartDate(await filedReports(db, row.id)) };
  });
  registerCall(app, weekReportFisheriesExpertsCall, async ({ params, request }) => {
    const row = await weekReportsReadable(db, viewerOf(request), params.id);
    return expertsOnAcquisition(db, row.id);
  });

  const file = async (request: Parameters<typeof viewerOf>[0], reply: { code(status: number): unknown }, id: string, filing: TFiling) => {
    const { receipt, created } = await fileReport(db, viewerOf(request), id, filing);
    reply.code(created ? 201 : 200);
    return receipt;
  };
  registerCall(app, createStartupReportCall, ({ params, body, request, reply }) => file(request, reply, params.id, { kind: 'startup', body }));
  registerCall(app, createWeekReportCall, ({ params, body, request, reply }) => file(request, reply, params.id, { kind: 'regular', body }));
  registerCall(app, createFinishReportCall, ({ params, body, request, reply }) => file(request, reply, params.id, { kind: 'finish', body }));
}
