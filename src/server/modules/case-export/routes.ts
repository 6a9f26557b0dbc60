import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { API_BASE, TRACEPARENT_HEADER, USER_CONTEXT_HEADER } from '../../../domain/contract';
import { viewerParty } from '../../../domain/message-visibility';
import type { TAcquisition } from '../../../domain/schemas/acquisition';
import { DETAIL_SECTIONS } from '../../../domain/schemas/acquisition-details';
import { caseExportCall, EXPORT_EMBED_MAX_BYTES } from '../../../domain/schemas/case-export';
import type { TTimeWithParties } from '../../../domain/schemas/case-dialogue';
import type { TTimelineMessage } from '../../../domain/schemas/messages';
import { ARCHIVE_FONT } from '../../attachments/archive-font';
import { users } from '../../db/schema/index';
import { registerCall } from '../../http/register-call';
import { closeExportPool, renderCaseExport } from '../../workers/export-pool';
import { caseExportFileName, type TEmbeddedFile } from './case-pdf';

/**
 * GET /Acquisitions/{id}/export. What goes in is read through the service's own calls, made with the caller's own
 * token and user context (app.inject), so the export holds exactly what the caller may see there: the case page,
 * each details section, the time with the parties and the timeline (the visibility table decides; a company's
 * export never holds an authority's note). The PDF is rendered in a pool worker.
 */
export function registerCaseExport(app: FastifyInstance): void {
  app.addHook('onClose', closeExportPool);

  /** parse false: the body is left as text (the timeline: parsed in the worker, not on the event loop). */
  const asCaller = async <T>(request: FastifyRequest, path: string, parse = true): Promise<{ status: number; body: T; raw: string; type: string }> => {
    const headers: Record<string, string> = {};
    for (const name of ['authorization', USER_CONTEXT_HEADER, TRACEPARENT_HEADER]) {
      const value = request.headers[name];
      if (typeof value === 'string') headers[name] = value;
    }
    const response = await app.inject({ method: 'GET', url: API_BASE + path, headers });
    const ok = response.statusCode === 200;
    return { status: response.statusCode, body: (ok && parse ? response.json() : undefined) as T, raw: response.body, type: String(response.headers['content-type'] ?? '') };
  };

  /**
   * The bytes of the timeline's attachments (not the deleted ones), read through the download call with the caller's
   * own token, in the timeline's order, until EXPORT_EMBED_MAX_BYTES; the rest are listed only.
   */
  const filesOf = async (request: FastifyRequest, timeline: TTimelineMessage[]): Promise<TEmbeddedFile[]> => {
    const headers: Record<string, string> = {};
    for (const name of ['authorization', USER_CONTEXT_HEADER, TRACEPARENT_HEADER]) {
      const value = request.headers[name];
      if (typeof value === 'string') headers[name] = value;
    }
    const files: TEmbeddedFile[] = [];
    let total = 0;
    for (const m of timeline) {
      for (const f of m.attachments.filter((a) => !a.isDeleted)) {
        if (total + f.size > EXPORT_EMBED_MAX_BYTES) continue;
        const response = await app.inject({ method: 'POST', url: `${API_BASE}/Messages/${m.messageId}/attachment/${f.id}`, headers });
        if (response.statusCode !== 200) continue;
        total += f.size;
        files.push({ id: f.id, name: f.name, contentType: f.contentType, bytes: new Uint8Array(response.rawPayload), createdDate: m.createdDate });
      }
    }
    return files;
  };

  registerCall(app, caseExportCall, async ({ params, query, request, reply }) => {
    const id = params.id;
    const page = await asCaller<TAcquisition>(request, `/Acquisitions/${id}`);
    if (page.status !== 200) return reply.code(page.status).type(page.type).send(page.raw);
    const [timeline, timeWithParties, ...sections] = await Promise.all([
      asCaller<undefined>(request, `/Acquisitions/${id}/timeline`, false),
      asCaller<TTimeWithParties>(request, `/Acquisitions/${id}/timeWithParties`),
      ...DETAIL_SECTIONS.map((s) => asCaller<Record<string, unknown>>(request, `/Acquisition/${id}/details/${s}`)),
    ]);
    if (timeline.status !== 200) return reply.code(timeline.status).type(timeline.type).send(timeline.raw);
    const [user] = await app.db.select({ firstName: users.firstName, lastName: users.lastName }).from(users).where(eq(users.id, request.auth!.userId));
    const pdf = await renderCaseExport({
      acquisition: page.body,
      sections: Object.fromEntries(DETAIL_SECTIONS.flatMap((s, i) => (sections[i]!.status === 200 ? [[s, sections[i]!.body]] : []))),
      timeline: timeline.raw,
      timeWithParties: timeWithParties.status === 200 ? timeWithParties.body : null,
      exportedAt: new Date().toISOString(),
      exportedBy: user ? `${user.firstName} ${user.lastName}` : '',
      party: viewerParty(request.userContext?.role) ?? 0,
      fonts: ARCHIVE_FONT,
      files: query.attachments === 'embed' ? await filesOf(request, JSON.parse(timeline.raw) as TTimelineMessage[]) : undefined,
    });
    const name = caseExportFileName(page.body.name);
    return reply
      .type('application/pdf')
      .header('content-disposition', `attachment; filename="${name}"; filename*=UTF-8''${encodeURIComponent(name)}`)
      .header('cache-control', 'private, no-store')
      .send(pdf);
  });
}
