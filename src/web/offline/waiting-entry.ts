import type { TFunction } from 'i18next';
import { createFinishReportCall, createStartupReportCall, createWeekReportCall } from '@/domain/schemas/week-reports';
import { createNoteCall, updateNoteCall } from '@/domain/schemas/notes';
import type { OutboxEntry } from './db';

/**
 * What a waiting change is, for the list of waiting changes (issue 25): the case it belongs to, what to call it
 * ('Ukerapport 17.–23.11.', 'Endringsmelding: Mengder', 'Notat: første ord …', 'Svar på henvendelse') and where it
 * opens. A draft's changes (before it was submitted) open the wizard; everything of a submitted case opens its page.
 */
export interface WaitingEntryView {
  /** The case (acquisition) the change is for; undefined for a draft's own changes. */
  caseId?: string;
  /** The draft the change is for (its wizard), when it is not a submitted case's. */
  draftId?: string;
  /** The case page's tab or sub-page to open ('timeline', 'details', 'weekReports'). */
  tab: 'timeline' | 'details' | 'weekReports';
  /** The change in Norwegian. */
  text: string;
}

const AMENDMENT = /^\/Acquisition\/\{id\}\/details\/([A-Za-z]+)$/;
const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/** 'dd.mm.' of a wire date. */
const dayMonth = (iso: string) => `${iso.slice(8, 10)}.${iso.slice(5, 7)}.`;

/** A period as '17.–23.11.' (one month) or '28.11.–04.12.'. */
export function shortPeriod(from?: string | null, to?: string | null): string {
  if (!from || !to) return from ? dayMonth(from) : to ? dayMonth(to) : '';
  if (from.slice(0, 7) === to.slice(0, 7)) return `${from.slice(8, 10)}.–${dayMonth(to)}`;
  return `${dayMonth(from)}–${dayMonth(to)}`;
}

/** The first words of a text, at most about 40 characters, with '…' when cut. */
export function firstWords(text: string, max = 40): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).trimEnd()} …`;
}

type Body = Record<string, unknown> & { done?: { fromDate?: string; toDate?: string } };

export function describeEntry(entry: OutboxEntry, t: TFunction<'offline'>): WaitingEntryView {
  const body = (entry.body ?? {}) as Body;
  const id = entry.params?.id !== undefined ? String(entry.params.id) : undefined;
  // A message (note, dialogue message) names its acquisition in its attachments.
  if (entry.attachments) {
    const caseId = entry.attachments.acquisitionId;
    const content = String(body.messageContent ?? body.MessageContent ?? '');
    if (same(entry.path, createNoteCall.path) && entry.method === 'POST')
      return { caseId, tab: 'timeline', text: t('entry.note', { words: firstWords(content) }) };
    if (same(entry.path, updateNoteCall.path) && entry.method === 'PUT')
      return { caseId, tab: 'timeline', text: t('entry.noteEdit', { words: firstWords(content) }) };
    return { caseId, tab: 'timeline', text: entry.label };
  }
  if (same(entry.path, createStartupReportCall.path))
    return { caseId: id, tab: 'weekReports', text: t('entry.startup', { period: shortPeriod(body.startDate as string | undefined, body.endDate as string | undefined) }) };
  if (same(entry.path, createWeekReportCall.path))
    return { caseId: id, tab: 'weekReports', text: t('entry.week', { period: shortPeriod(body.done?.fromDate, body.done?.toDate) }) };
  if (same(entry.path, createFinishReportCall.path))
    return { caseId: id, tab: 'weekReports', text: t('entry.finish', { period: shortPeriod(body.done?.fromDate, body.done?.toDate) }) };
  if (AMENDMENT.test(entry.path)) return { caseId: id, tab: 'details', text: t('entry.amendment', { section: entry.label }) };
  // Status changes of a submitted case (PUT /Acquisitions/{id}/...).
  if (entry.path.startsWith('/Acquisitions/')) return { caseId: id ?? entry.entityId, tab: 'timeline', text: entry.label };
  return { draftId: entry.entityId, tab: 'timeline', text: entry.label };
}
