import PDFDocument from 'pdfkit';
import { ARCHIVE_FONT } from '../../attachments/archive-font';
import texts from '../../../../locales/nb/attachments.json' with { type: 'json' };
import enums from '../../../../locales/nb/enums.json' with { type: 'json' };
import type { TTimelineMessage } from '../../../domain/schemas/messages';

const T = texts.archivePdf;
const PARTY_NAME: Record<number, string> = {
  1: enums.Actor.Regulator,
  2: enums.Actor.FisheriesDirectorate,
  3: enums.Actor.MarineResearchInstitute,
  4: enums.Actor.Company,
};

/** dd.mm.åååå kl. HH:MM in Norway. */
export function norwegianDateTime(iso: string | Date): string {
  const date = typeof iso === 'string' ? new Date(iso) : iso;
  const parts = new Intl.DateTimeFormat('nb-NO', {
    timeZone: 'Europe/Oslo',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(date);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${get('day')}.${get('month')}.${get('year')} kl. ${get('hour')}:${get('minute')}`;
}

export interface TArchiveInput {
  note: TTimelineMessage;
  acquisition: { name: string; npdId: number; companyName: string | null };
  archivedAt: Date;
  archivedBy: string;
}

const humanSize = (bytes: number) =>
  bytes >= 1_048_576 ? `${(bytes / 1_048_576).toFixed(1).replace('.', ',')} MB` : `${Math.max(1, Math.round(bytes / 1024))} kB`;

/**
 * Renders a note's archive pdf: PDF/A-1b (pdfkit's subset: XMP metadata, an sRGB output intent, every font
 * embedded, DejaVuSans only) with the title, the acquisition, author, party, dates, text and the attachment list.
 */
export function renderArchivePdf(input: TArchiveInput): Promise<Buffer> {
  const { note, acquisition } = input;
  const doc = new PDFDocument({
    size: 'A4',
    margin: 56,
    pdfVersion: '1.4',
    subset: 'PDF/A-1b',
    lang: 'nb-NO',
    displayTitle: true,
    font: ARCHIVE_FONT.regular,
    info: {
      Title: `${T.title} – ${acquisition.name}`,
      Author: note.auditUser.createdBy,
      Subject: `${T.acquisition} ${acquisition.name} (${acquisition.npdId})`,
      Creator: 'Meldesystem',
      CreationDate: input.archivedAt,
    },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.registerFont('regular', ARCHIVE_FONT.regular);
  doc.registerFont('bold', ARCHIVE_FONT.bold);

  doc.font('bold').fontSize(18).text(`${T.title}: ${acquisition.name}`);
  doc.moveDown(0.8);
  const row = (label: string, value: string) => {
    doc.font('bold').fontSize(10).text(`${label}: `, { continued: true });
    doc.font('regular').text(value);
  };
  row(T.acquisition, `${acquisition.name} (${acquisition.npdId})`);
  if (acquisition.companyName) row(T.company, acquisition.companyName);
  const organisation = note.auditUser.createdByOrganisationName;
  row(T.author, organisation ? `${note.auditUser.createdBy}, ${organisation}` : note.auditUser.createdBy);
  row(T.party, PARTY_NAME[note.auditUser.createdByParty] ?? '');
  row(T.created, norwegianDateTime(note.createdDate));
  if (note.capturedAt) row(T.capturedAt, norwegianDateTime(note.capturedAt));
  if (note.auditUser.modifiedDate) row(T.modified, `${norwegianDateTime(note.auditUser.modifiedDate)} (${note.auditUser.modifiedBy ?? ''})`);
  row(T.archived, `${norwegianDateTime(input.archivedAt)} (${input.archivedBy})`);

  doc.moveDown(1);
  doc.font('bold').fontSize(12).text(T.text);
  doc.moveDown(0.3);
  doc.font('regular').fontSize(11).text(note.messageContent, { align: 'left' });

  doc.moveDown(1);
  doc.font('bold').fontSize(12).text(T.attachments);
  doc.moveDown(0.3);
  const present = note.attachments.filter((a) => !a.isDeleted);
  if (present.length === 0) doc.font('regular').fontSize(10).text(T.noAttachments);
  for (const a of present) {
    doc.font('regular').fontSize(10).text(`• ${a.name} (${humanSize(a.size)}), SHA-256 ${a.sha256}`);
  }
  doc.end();
  return done;
}

/** The archive pdf's file name: Notat-<acquisition>-<yyyy-mm-dd>.pdf. */
export function archiveFileName(acquisitionName: string, archivedAt: Date): string {
  const date = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Oslo' }).format(archivedAt);
  return T.fileName.replace('{{acquisition}}', acquisitionName || 'undersøkelse').replace('{{date}}', date).replace(/[\\/]/g, '-');
}
