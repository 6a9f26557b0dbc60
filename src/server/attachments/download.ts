import type { FastifyReply } from 'fastify';
import type { TAttachmentRow } from '../db/queries/attachments';
import type { AttachmentStore } from './store';

const FALLBACK_LETTERS: Record<string, string> = { æ: 'ae', Æ: 'AE', ø: 'o', Ø: 'O', ŋ: 'n', Ŋ: 'N', đ: 'd', Đ: 'D', ŧ: 't', Ŧ: 'T', ß: 'ss' };

/**
 * Content-Disposition for a download that keeps the name (RFC 6266 with RFC 8187's filename*=UTF-8''…) and an
 * ASCII fallback for old clients ('Årsrapport æøå.pdf' -> filename="Arsrapport aeoa.pdf").
 */
export function contentDisposition(name: string): string {
  const fallback = name
    .replace(/[æÆøØŋŊđĐŧŦß]/g, (c) => FALLBACK_LETTERS[c] ?? '_')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]|["\\]/g, '_');
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

/** Answers the attachment's bytes (its own media type, never sniffed by the browser, never cached). */
export function sendAttachment(reply: FastifyReply, store: AttachmentStore, row: TAttachmentRow): FastifyReply {
  return reply
    .code(200)
    .header('content-type', row.contentType)
    .header('content-disposition', contentDisposition(row.name))
    .header('content-length', String(row.size))
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'no-store')
    .send(store.read(row.storageKey));
}
