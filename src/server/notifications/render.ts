import texts from '../../../locales/nb/notifications.json' with { type: 'json' };
import enums from '../../../locales/nb/enums.json' with { type: 'json' };
import { AccomplishmentStatus } from '../../domain/enums/accomplishment-status';
import type { TNotificationKind } from '../../domain/notifications/kinds';
import type { TMyTask } from '../../domain/schemas/my-tasks';

/** The Norwegian label of an accomplishment status. */
export function statusLabel(status: number): string {
  const key = (Object.entries(AccomplishmentStatus) as [keyof typeof AccomplishmentStatus, number][]).find(([, v]) => v === status)?.[0];
  return key ? enums.AccomplishmentStatus[key] : String(status);
}

/** What one notification shows: filled in when it is written, from what the recipient's party may see. */
export interface TNoticeFacts {
  /** Key under mail.what of locales/nb/notifications.json, and its values. */
  what: keyof typeof texts.mail.what;
  whatValues?: Record<string, string | number>;
  acquisitionId: string;
  caseName: string;
  npdId: number;
  messageId?: string | null;
  deadline?: string | null;
  /** The message's text, only where the recipient's party may see the message. */
  excerpt?: string | null;
}

export interface TMail {
  subject: string;
  text: string;
  html: string;
}

const fill = (template: string, values: Record<string, string | number | undefined> = {}) =>
  template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? ''));

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** dd.mm.åååå of an ISO date (yyyy-mm-dd). */
export const norwegianDate = (iso: string) => `${iso.slice(8, 10)}.${iso.slice(5, 7)}.${iso.slice(0, 4)}`;

const EXCERPT_LENGTH = 400;
const excerptOf = (text: string) => (text.length > EXCERPT_LENGTH ? `${text.slice(0, EXCERPT_LENGTH - 1)}…` : text);

export const whatOf = (f: TNoticeFacts) => fill(texts.mail.what[f.what], f.whatValues);
export const caseLinkOf = (publicUrl: string, f: TNoticeFacts) =>
  `${publicUrl}/${f.acquisitionId}/timeline${f.messageId ? `?message=${encodeURIComponent(f.messageId)}` : ''}`;
export const settingsLinkOf = (publicUrl: string) => `${publicUrl}/varsler`;

function footer(publicUrl: string, kind: string) {
  const settings = fill(texts.mail.settings, { kind });
  const link = settingsLinkOf(publicUrl);
  return {
    text: `--\n${settings}\n${link}\n${texts.mail.footer}`,
    html: `<hr><p style="color:#555;font-size:12px">${escapeHtml(settings)} <a href="${escapeHtml(link)}">${escapeHtml(link)}</a><br>${escapeHtml(texts.mail.footer)}</p>`,
  };
}

/** One notice as a mail: what is asked, the case (name and number), the deadline, the message text where visible, links. */
export function renderNotice(publicUrl: string, name: string, kind: TNotificationKind, f: TNoticeFacts): TMail {
  const what = whatOf(f);
  const caseLine = fill(texts.mail.case, { caseName: f.caseName, npdId: f.npdId });
  const deadline = f.deadline ? fill(texts.mail.deadline, { date: norwegianDate(f.deadline) }) : null;
  const link = caseLinkOf(publicUrl, f);
  const excerpt = f.excerpt ? excerptOf(f.excerpt) : null;
  const foot = footer(publicUrl, texts.kinds[kind]);
  const text = [
    fill(texts.mail.greeting, { name }),
    '',
    what,
    caseLine,
    ...(deadline ? [deadline] : []),
    ...(excerpt ? ['', texts.mail.excerpt, excerpt] : []),
    '',
    `${texts.mail.openCase}: ${link}`,
    '',
    foot.text,
  ].join('\n');
  const html = [
    `<p>${escapeHtml(fill(texts.mail.greeting, { name }))}</p>`,
    `<p><strong>${escapeHtml(what)}</strong><br>${escapeHtml(caseLine)}${deadline ? `<br>${escapeHtml(deadline)}` : ''}</p>`,
    ...(excerpt ? [`<p>${escapeHtml(texts.mail.excerpt)}</p><blockquote style="white-space:pre-wrap">${escapeHtml(excerpt)}</blockquote>`] : []),
    `<p><a href="${escapeHtml(link)}">${escapeHtml(texts.mail.openCase)}</a></p>`,
    foot.html,
  ].join('\n');
  return { subject: fill(texts.mail.subject, { what, caseName: f.caseName || String(f.npdId) }), text, html };
}

export interface TDigestItem {
  kind: TNotificationKind;
  facts: TNoticeFacts;
}

/** The most due tasks a digest lists (the earliest deadlines); the rest are a line linking to 'Mine oppgaver'. */
export const DIGEST_DUE_MAX = 50;

/** One open task of the recipient's party and role (THE task rule, as 'Mine oppgaver'). */
export type TDigestDue = Pick<TMyTask, 'acquisitionId' | 'caseName' | 'npdId' | 'messageId' | 'what' | 'deadline'>;

const dueLineOf = (task: TDigestDue, today: string) => {
  const what = texts.tasks.what[task.what];
  if (!task.deadline) return `${what} (${texts.mail.digestNoDeadline})`;
  const date = norwegianDate(task.deadline);
  return `${what} (${task.deadline < today ? fill(texts.mail.digestOverdue, { date }) : fill(texts.mail.digestDue, { date })})`;
};

/**
 * The daily digest: what happened (the digest notifications not yet sent) and what is due (the open tasks of the
 * recipient's party and role), grouped by case; cases in the order they first appear (the due tasks by deadline).
 */
export function renderDigest(publicUrl: string, name: string, date: string, items: TDigestItem[], due: readonly TDigestDue[] = []): TMail {
  const byCase = new Map<string, { caseName: string; npdId: number; happened: TDigestItem[]; due: TDigestDue[] }>();
  const caseOf = (acquisitionId: string, caseName: string, npdId: number) => {
    let entry = byCase.get(acquisitionId);
    if (!entry) byCase.set(acquisitionId, (entry = { caseName, npdId, happened: [], due: [] }));
    return entry;
  };
  for (const task of due.slice(0, DIGEST_DUE_MAX)) caseOf(task.acquisitionId, task.caseName, task.npdId).due.push(task);
  for (const item of items) caseOf(item.facts.acquisitionId, item.facts.caseName, item.facts.npdId).happened.push(item);
  const textParts: string[] = [fill(texts.mail.greeting, { name }), '', texts.mail.digestIntro];
  const htmlParts: string[] = [`<p>${escapeHtml(fill(texts.mail.greeting, { name }))}</p>`, `<p>${escapeHtml(texts.mail.digestIntro)}</p>`];
  for (const [acquisitionId, entry] of byCase) {
    const caseLine = fill(texts.mail.case, { caseName: entry.caseName, npdId: entry.npdId });
    const link = caseLinkOf(publicUrl, { acquisitionId, caseName: entry.caseName, npdId: entry.npdId, what: 'statementRequested', messageId: null });
    textParts.push('', caseLine);
    htmlParts.push(`<h3 style="margin-bottom:4px">${escapeHtml(caseLine)}</h3>`);
    const section = (title: string, lines: string[]) => {
      if (lines.length === 0) return;
      textParts.push(title, ...lines.map((l) => `- ${l}`));
      htmlParts.push(`<p style="margin:4px 0">${escapeHtml(title)}</p><ul>${lines.map((l) => `<li>${escapeHtml(l)}</li>`).join('')}</ul>`);
    };
    section(
      texts.mail.digestHappened,
      entry.happened.map(({ facts }) => `${whatOf(facts)}${facts.deadline ? ` (${fill(texts.mail.digestDue, { date: norwegianDate(facts.deadline) })})` : ''}`),
    );
    section(
      texts.mail.digestWaiting,
      entry.due.map((task) => dueLineOf(task, date)),
    );
    textParts.push(`${texts.mail.openCase}: ${link}`);
    htmlParts.push(`<p><a href="${escapeHtml(link)}">${escapeHtml(texts.mail.openCase)}</a></p>`);
  }
  if (due.length > DIGEST_DUE_MAX) {
    const more = fill(texts.mail.digestMore, { count: due.length - DIGEST_DUE_MAX });
    const link = `${publicUrl}/mine-oppgaver`;
    textParts.push('', `${more}: ${link}`);
    htmlParts.push(`<p>${escapeHtml(more)}: <a href="${escapeHtml(link)}">${escapeHtml(texts.tasks.title)}</a></p>`);
  }
  const foot = footer(publicUrl, texts.modes.digest);
  textParts.push('', foot.text);
  htmlParts.push(foot.html);
  return {
    subject: fill(texts.mail.digestSubject, { date: norwegianDate(date), count: items.length, due: due.length }),
    text: textParts.join('\n'),
    html: htmlParts.join('\n'),
  };
}
