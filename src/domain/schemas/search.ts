import { z } from 'zod';
import { defineCall } from '../contract';
import { safeText } from './safe-input';

/**
 * Full-text search (issue 29): cases by number, name, company, vessel and sea area; messages by their text and
 * attachment names; only what the viewer's party and role may open and see (src/server/access/search-visibility.ts).
 * Snippets mark the matching words between SEARCH_MARK.start and SEARCH_MARK.end (rendered as <mark>, never as HTML).
 */
export const SEARCH_MARK = { start: '\u0002', end: '\u0003' } as const;
export const SEARCH_QUERY_MAX = 200;

export const ZSearchQuery = z.object({
  q: safeText(z.string().trim().min(2, { message: 'q must have at least 2 characters' }).max(SEARCH_QUERY_MAX)),
  /** Only this case's messages (the timeline's text filter); no case hits then. */
  acquisitionId: z.uuid().optional(),
  limit: z.coerce.number().int().min(1).max(500).default(20),
});

export const ZCaseHit = z.object({
  acquisitionId: z.uuid(),
  npdId: z.number().int().nullable(),
  name: z.string(),
  companyName: z.string().nullable(),
  status: z.number().int(),
  oceanArea: z.string().nullable(),
});
export type TCaseHit = z.infer<typeof ZCaseHit>;

export const ZMessageHit = z.object({
  acquisitionId: z.uuid(),
  acquisitionName: z.string(),
  npdId: z.number().int().nullable(),
  messageId: z.uuid(),
  messageType: z.number().int(),
  createdDate: z.string(),
  authorParty: z.number().int(),
  /** The text around the matching words, the words between SEARCH_MARK.start and SEARCH_MARK.end. */
  snippet: z.string(),
  /** Names of the message's attachments that match. */
  attachmentNames: z.array(z.string()),
});
export type TMessageHit = z.infer<typeof ZMessageHit>;

export const ZSearchResult = z.object({ cases: z.array(ZCaseHit), messages: z.array(ZMessageHit) });
export type TSearchResult = z.infer<typeof ZSearchResult>;

/** GET /Search?q=…: the best hits first (ranked); no totals (a count would tell of what the viewer may not see). */
export const searchCall = defineCall({
  method: 'GET',
  path: '/Search',
  query: ZSearchQuery,
  response: ZSearchResult,
  auth: 'context',
  summary: 'Søk i saker og meldinger (fulltekst, norsk).',
});

/** The words of a query as the service searches them: letters and digits, lower-cased, at most 8. */
export function searchWords(q: string): string[] {
  return (q.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).filter((w) => w.length >= 2).slice(0, 8).map((w) => w.slice(0, 60));
}

/** Splits a snippet into plain and marked parts. */
export function snippetParts(snippet: string): { text: string; marked: boolean }[] {
  const parts: { text: string; marked: boolean }[] = [];
  const re = new RegExp(`${SEARCH_MARK.start}([^${SEARCH_MARK.end}]*)${SEARCH_MARK.end}`, 'g');
  let last = 0;
  for (const m of snippet.matchAll(re)) {
    if (m.index > last) parts.push({ text: snippet.slice(last, m.index), marked: false });
    parts.push({ text: m[1]!, marked: true });
    last = m.index + m[0].length;
  }
  if (last < snippet.length) parts.push({ text: snippet.slice(last), marked: false });
  return parts;
}
