import PDFDocument from 'pdfkit';
import texts from '../../../../locales/nb/case-export.json' with { type: 'json' };
import acquisitionTexts from '../../../../locales/nb/acquisition.json' with { type: 'json' };
import enums from '../../../../locales/nb/enums.json' with { type: 'json' };
import { enumLabelKey } from '../../../domain/enum-label';
import { AccomplishmentStatus } from '../../../domain/enums/accomplishment-status';
import { AcquisitionType } from '../../../domain/enums/acquisition-type';
import { Actor } from '../../../domain/enums/actor';
import { LawCategory } from '../../../domain/enums/law-category';
import { MessageType } from '../../../domain/enums/message-type';
import { FisheriesExpertApprovedArea } from '../../../domain/enums/fisheries-expert-approved-area';
import { LicenceType } from '../../../domain/enums/licence-type';
import { OceanArea } from '../../../domain/enums/ocean-area';
import { SensorType } from '../../../domain/enums/sensor-type';
import { SourceType } from '../../../domain/enums/source-type';
import { VesselRole } from '../../../domain/enums/vessel-role';
import type { TAcquisition } from '../../../domain/schemas/acquisition';
import { DETAIL_SECTIONS, type TDetailSection } from '../../../domain/schemas/acquisition-details';
import type { TTimeWithParties } from '../../../domain/schemas/case-dialogue';
import type { TTimelineMessage } from '../../../domain/schemas/messages';

/**
 * The PDF/A export of a whole case (issue 29): PDF/A-1b as the note archive (pdfkit's subset: XMP metadata, an sRGB
 * output intent, DejaVu Sans embedded), Norwegian, 'Side n av m' on every page; with the attachments embedded,
 * PDF/A-3b (each file an associated file of the document: MIME type, dates, AFRelationship Supplement). Pure: runs
 * in a pool worker (src/server/workers/export-task.ts) on what the exporting user may see, read by the service
 * beforehand.
 */
/** An attachment's bytes, to embed. */
export interface TEmbeddedFile {
  id: string;
  name: string;
  contentType: string;
  bytes: Uint8Array;
  /** When its message was received (the file's date in the PDF). */
  createdDate: string;
}

export interface TCaseExportInput {
  acquisition: TAcquisition;
  sections: Partial<Record<TDetailSection, Record<string, unknown>>>;
  /** The timeline, or its JSON as the timeline call answered it (parsed here, in the worker). */
  timeline: TTimelineMessage[] | string;
  timeWithParties: TTimeWithParties | null;
  exportedAt: string;
  exportedBy: string;
  /** The exporting user's party (Actor). */
  party: number;
  fonts: { regular: string; bold: string };
  /** The attachments to embed (PDF/A-3b); undefined: listed only (PDF/A-1b). */
  files?: TEmbeddedFile[];
}

const T = texts.pdf;
const D = acquisitionTexts.details as unknown as Record<string, unknown>;
const B = acquisitionTexts.timeline.badges;
const fill = (text: string, values: Record<string, string | number>) => text.replace(/\{\{(\w+)\}\}/g, (_, k: string) => String(values[k] ?? ''));

function enumLabel(object: Readonly<Record<string, string | number>>, name: string, value: unknown): string {
  const key = enumLabelKey(object, name, value);
  const [group, member] = key.split('.');
  const found = member ? (enums as unknown as Record<string, Record<string, string>>)[group!]?.[member] : undefined;
  return found ?? (value === null || value === undefined ? T.none : String(value));
}

const DATE = new Intl.DateTimeFormat('nb-NO', { timeZone: 'Europe/Oslo', day: '2-digit', month: '2-digit', year: 'numeric' });
const DATE_TIME = new Intl.DateTimeFormat('nb-NO', { timeZone: 'Europe/Oslo', day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

/** dd.mm.åååå, and kl. HH:MM for a time, in Norway. */
function norwegianDate(value: string | null | undefined, withTime = false): string {
  if (!value) return T.none;
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return value.split('-').reverse().join('.');
  const parts = (withTime ? DATE_TIME : DATE).formatToParts(new Date(value));
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${get('day')}.${get('month')}.${get('year')}${withTime ? ` kl. ${get('hour')}:${get('minute')}` : ''}`;
}

const humanSize = (bytes: number) =>
  bytes >= 1_048_576 ? `${(bytes / 1_048_576).toFixed(1).replace('.', ',')} MB` : `${Math.max(1, Math.round(bytes / 1024))} kB`;

const FIELDS = T.fields as Record<string, string>;
const labelOf = (key: string) => FIELDS[key] ?? (typeof D[key] === 'string' ? (D[key] as string) : key);
const SKIPPED_KEYS = new Set(['version', 'isDeletable', 'grossGeometry', 'netGeometry', 'id', 'acquisitionId']);

type TEnum = readonly [Readonly<Record<string, string | number>>, string];
/** Fields whose values are codes: shown by their Norwegian names ('type' by its section). */
const ENUM_FIELDS: Record<string, TEnum> = {
  vesselRole: [VesselRole, 'VesselRole'],
  licenceType: [LicenceType, 'LicenceType'],
  approvedAreas: [FisheriesExpertApprovedArea, 'FisheriesExpertApprovedArea'],
  representing: [{ NOD: 1, FDIR: 2, HI: 3, Company: 4 }, 'Actor'],
};
const TYPE_BY_SECTION: Partial<Record<TDetailSection, TEnum>> = { Sensor: [SensorType, 'SensorType'], Source: [SourceType, 'SourceType'] };
let sectionTypes: TEnum | undefined;

function fieldText(key: string, value: unknown): string {
  const codes = key === 'type' ? sectionTypes : ENUM_FIELDS[key];
  if (codes && (typeof value === 'number' || typeof value === 'string')) {
    const [object, name] = codes;
    const code = name === 'Actor' && typeof value === 'string' ? object[value] : value;
    return enumLabel(name === 'Actor' ? Actor : object, name, code);
  }
  return valueText(value);
}

/** A value of a details section as text: dates dd.mm.åååå, yes/no, nested objects 'label: value; …'. */
function valueText(value: unknown): string {
  if (value === null || value === undefined || value === '') return T.none;
  if (typeof value === 'boolean') return value ? T.yes : T.no;
  if (typeof value === 'number') return String(value).replace('.', ',');
  if (typeof value === 'string') return /^\d{4}-\d{2}-\d{2}(T|$)/.test(value) ? norwegianDate(value, value.includes('T')) : value;
  if (Array.isArray(value)) return value.length ? value.map(valueText).join('; ') : T.none;
  if (typeof value === 'object') {
    return Object.entries(value as Record<string, unknown>)
      .filter(([k, v]) => !SKIPPED_KEYS.has(k) && !/Id$/.test(k) && v !== null && typeof v !== 'object')
      .map(([k, v]) => `${labelOf(k)}: ${fieldText(k, v)}`)
      .join(', ');
  }
  return String(value);
}

type Position = [number, number];
/** Every line (ring or path) of a GeoJSON geometry, as [longitude, latitude] positions. */
function linesOf(geometry: unknown): Position[][] {
  const isPosition = (v: unknown): v is Position => Array.isArray(v) && typeof v[0] === 'number' && typeof v[1] === 'number';
  const walk = (v: unknown): Position[][] => {
    if (!Array.isArray(v)) return [];
    if (v.length && v.every(isPosition)) return [v as Position[]];
    if (isPosition(v)) return [[v]];
    return v.flatMap(walk);
  };
  const g = geometry as { coordinates?: unknown; geometries?: unknown[] } | null;
  if (!g) return [];
  return g.geometries ? g.geometries.flatMap(linesOf) : walk(g.coordinates);
}

const COORDINATES_MAX = 120;

export function renderCasePdf(input: TCaseExportInput): Promise<Buffer> {
  const { acquisition: a } = input;
  const timeline: TTimelineMessage[] = typeof input.timeline === 'string' ? (JSON.parse(input.timeline) as TTimelineMessage[]) : input.timeline;
  const partyName = enumLabel(Actor, 'Actor', input.party);
  const embedding = input.files !== undefined;
  const doc = new PDFDocument({
    size: 'A4',
    margin: 50,
    bufferPages: true,
    pdfVersion: embedding ? '1.7' : '1.4',
    subset: embedding ? 'PDF/A-3b' : 'PDF/A-1b',
    lang: 'nb-NO',
    displayTitle: true,
    font: input.fonts.regular,
    info: {
      Title: fill(T.title, { name: a.name || String(a.npdId) }),
      Author: input.exportedBy,
      Subject: T.subtitle,
      Creator: 'Meldesystem',
      CreationDate: new Date(input.exportedAt),
    },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  // Each file under a name of its own within the document (a second 'kart.png' becomes '2 kart.png').
  const embeddedNames = new Map<string, string>();
  for (const f of input.files ?? []) {
    let name = f.name;
    for (let n = 2; [...embeddedNames.values()].includes(name); n++) name = `${n} ${f.name}`;
    embeddedNames.set(f.id, name);
    const date = new Date(f.createdDate);
    // pdfkit takes the file's AFRelationship (PDF/A-3), which @types/pdfkit does not list.
    const options: PDFKit.Mixins.PDFAttachmentOptions & { relationship: 'Supplement' } = {
      name,
      type: f.contentType || 'application/octet-stream',
      description: fill(T.embeddedDescription, { name: f.name }),
      relationship: 'Supplement',
      creationDate: date,
      modifiedDate: date,
    };
    doc.file(Buffer.from(f.bytes.buffer, f.bytes.byteOffset, f.bytes.byteLength), options);
  }
  // Fonts by their file, not by registered names: pdfkit 0.20 caches a font under its file, but a registered name
  // found equal to a loaded font is not cached, so each doc.font('name') parsed the whole TTF again (most of the
  // time of a long export).
  const REGULAR = input.fonts.regular;
  const BOLD = input.fonts.bold;
  const width = doc.page.width - doc.page.margins.left - doc.page.margins.right;

  const heading = (text: string, size = 14) => {
    if (doc.y > doc.page.height - 140) doc.addPage();
    doc.moveDown(0.6).font(BOLD).fontSize(size).fillColor('#000').text(text, doc.page.margins.left).moveDown(0.2);
  };
  const row = (label: string, value: string) => {
    doc.font(BOLD).fontSize(10).fillColor('#000').text(`${label}: `, doc.page.margins.left, undefined, { continued: true });
    doc.font(REGULAR).text(value);
  };

  /** Points as a table, three groups of 'Punkt, Breddegrad, Lengdegrad' across, its header again on a new page. */
  const coordinateTable = (points: Position[]) => {
    const groups = 3;
    const groupWidth = width / groups;
    const columns = [[0, 22, 'right'], [28, 64, 'right'], [98, 64, 'right']] as const;
    const lineHeight = 11;
    const header = () => {
      doc.font(BOLD).fontSize(8).fillColor('#000');
      const y = doc.y;
      for (let g = 0; g < groups; g++) {
        [T.pointNumber, D.latitude as string, D.longitude as string].forEach((label, c) => {
          const [x, w, align] = columns[c]!;
          doc.text(label, doc.page.margins.left + g * groupWidth + x, y, { width: w, align, lineBreak: false });
        });
      }
      doc.y = y + lineHeight;
      doc.moveTo(doc.page.margins.left, doc.y - 1.5).lineTo(doc.page.margins.left + width, doc.y - 1.5).lineWidth(0.3).strokeColor('#999').stroke();
    };
    header();
    doc.font(REGULAR).fontSize(8);
    for (let r = 0; r * groups < points.length; r++) {
      if (doc.y > doc.page.height - doc.page.margins.bottom - lineHeight) {
        doc.addPage();
        header();
        doc.font(REGULAR).fontSize(8);
      }
      const y = doc.y;
      for (let g = 0; g < groups; g++) {
        const i = r * groups + g;
        const p = points[i];
        if (!p) break;
        const cells = [`${i + 1}`, `${p[1].toFixed(6)} N`, `${p[0].toFixed(6)} Ø`];
        cells.forEach((cell, c) => {
          const [x, w, align] = columns[c]!;
          doc.text(cell, doc.page.margins.left + g * groupWidth + x, y, { width: w, align, lineBreak: false });
        });
      }
      doc.y = y + lineHeight;
    }
  };

  doc.font(BOLD).fontSize(20).text(fill(T.title, { name: a.name || String(a.npdId) }));
  doc.font(REGULAR).fontSize(10).fillColor('#444').text(T.subtitle);
  doc.text(fill(T.exported, { time: norwegianDate(input.exportedAt, true), user: input.exportedBy, party: partyName }));
  doc.fillColor('#000');

  heading(T.header);
  row(T.npdId, String(a.npdId));
  row(T.name, a.name || T.none);
  row(T.company, a.companyName ?? T.none);
  if (a.onBehalfOfCompany) row(T.onBehalfOf, valueText(a.onBehalfOfCompany));
  row(T.status, enumLabel(AccomplishmentStatus, 'AccomplishmentStatus', a.status));
  row(T.lawCategory, enumLabel(LawCategory, 'LawCategory', a.lawCategory));
  row(T.type, enumLabel(AcquisitionType, 'AcquisitionType', a.type));
  row(T.oceanArea, enumLabel(OceanArea, 'OceanArea', a.oceanArea));
  row(T.plannedPeriod, `${norwegianDate(a.plannedStartDate)} – ${norwegianDate(a.plannedEndDate)}`);
  row(T.actualPeriod, `${norwegianDate(a.accomplishmentStartDate)} – ${norwegianDate(a.accomplishmentEndDate)}`);
  row(T.submittedAt, norwegianDate(a.submittedAt, true));
  if (input.timeWithParties) {
    const days = (ms: number) => fill(T.days, { count: (ms / 86_400_000).toFixed(1).replace('.', ',') });
    const w = input.timeWithParties;
    row(
      T.timeWithParties,
      [
        `${enumLabel(Actor, 'Actor', 1)} ${days(w.npd)}`,
        `${enumLabel(Actor, 'Actor', 2)} ${days(w.fdir)}`,
        `${enumLabel(Actor, 'Actor', 3)} ${days(w.hi)}`,
        `${enumLabel(Actor, 'Actor', 4)} ${days(w.cmp)}`,
      ].join(', '),
    );
  }

  heading(T.details);
  const sectionTitles = acquisitionTexts.details.sections as Record<string, string>;
  for (const section of DETAIL_SECTIONS) {
    const data = input.sections[section];
    if (!data) continue;
    heading(sectionTitles[section] ?? section, 12);
    sectionTypes = TYPE_BY_SECTION[section];
    const entries = Object.entries(data).filter(([k]) => !SKIPPED_KEYS.has(k));
    if (entries.length === 0) doc.font(REGULAR).fontSize(10).text(T.none);
    for (const [key, value] of entries) {
      if (Array.isArray(value) && value.some((v) => typeof v === 'object' && v !== null)) {
        doc.font(BOLD).fontSize(10).text(labelOf(key));
        if (value.length === 0) doc.font(REGULAR).text(T.none);
        // Each item indented as a whole (its wrapped lines too).
        for (const item of value) doc.font(REGULAR).fontSize(10).text(`• ${valueText(item)}`, doc.page.margins.left + 8, undefined, { width: width - 8 });
        doc.x = doc.page.margins.left;
      } else {
        row(labelOf(key), fieldText(key, value));
      }
    }
  }

  // The area: its outline drawn with vector paths (equirectangular, scaled by the cosine of the latitude), then its coordinates.
  const area = input.sections.TimeAndArea as { grossGeometry?: { geometry?: unknown } | null; netGeometry?: { geometry?: unknown } | null } | undefined;
  const areas = [
    [D.gross as string, area?.grossGeometry?.geometry ?? a.geometry],
    [D.net as string, area?.netGeometry?.geometry],
  ] as const;
  heading(T.area);
  for (const [label, geometry] of areas) {
    const lines = linesOf(geometry);
    if (!lines.length) continue;
    heading(`${label} – ${T.areaOutline}`, 11);
    const all = lines.flat();
    const lons = all.map((p) => p[0]);
    const lats = all.map((p) => p[1]);
    const [minX, maxX, minY, maxY] = [Math.min(...lons), Math.max(...lons), Math.min(...lats), Math.max(...lats)];
    const k = Math.cos((((minY + maxY) / 2) * Math.PI) / 180);
    const boxW = width;
    const boxH = 220;
    if (doc.y + boxH > doc.page.height - 80) doc.addPage();
    const top = doc.y;
    const spanX = Math.max((maxX - minX) * k, 1e-6);
    const spanY = Math.max(maxY - minY, 1e-6);
    const scale = Math.min((boxW - 20) / spanX, (boxH - 20) / spanY);
    const x0 = doc.page.margins.left + (boxW - spanX * scale) / 2;
    const y0 = top + (boxH - spanY * scale) / 2;
    doc.save().rect(doc.page.margins.left, top, boxW, boxH).lineWidth(0.5).strokeColor('#999').stroke();
    for (const line of lines) {
      line.forEach(([lon, lat], i) => {
        const x = x0 + (lon - minX) * k * scale;
        const y = y0 + (maxY - lat) * scale;
        if (i === 0) doc.moveTo(x, y);
        else doc.lineTo(x, y);
      });
      if (line.length > 2) doc.fillOpacity(0.15).fillAndStroke('#0b4a8b', '#0b4a8b');
      else doc.lineWidth(1).stroke('#0b4a8b');
      doc.fillOpacity(1);
    }
    doc.restore();
    doc.y = top + boxH + 6;
    doc.x = doc.page.margins.left;
    doc.font(REGULAR).fontSize(8).fillColor('#444').text(`${minY.toFixed(4)}° – ${maxY.toFixed(4)}° N, ${minX.toFixed(4)}° – ${maxX.toFixed(4)}° Ø`);
    doc.fillColor('#000');
    heading(fill(T.coordinates, { count: all.length }), 10);
    const shown = all.slice(0, COORDINATES_MAX);
    coordinateTable(shown);
    doc.x = doc.page.margins.left;
    if (all.length > shown.length) doc.text(fill(T.coordinatesCut, { shown: shown.length, count: all.length }));
  }

  heading(T.timeline);
  doc.font(REGULAR).fontSize(10).fillColor('#444').text(fill(T.timelineNote, { party: partyName })).fillColor('#000');
  if (timeline.length === 0) doc.text(T.noMessages);
  for (const m of timeline) {
    if (doc.y > doc.page.height - 160) doc.addPage();
    doc.moveDown(0.4);
    doc.moveTo(doc.page.margins.left, doc.y).lineTo(doc.page.margins.left + width, doc.y).lineWidth(0.3).strokeColor('#bbb').stroke();
    doc.moveDown(0.2);
    const badges: string[] = [];
    if (m.isArchived) badges.push(B.archived);
    // As the timeline's badges: the name and the party (the statement's own party acts on it).
    const byParty = (text: string, partyText: string, name: string | null) =>
      name ? fill(text, { name, party: enumLabel(Actor, 'Actor', m.auditUser.createdByParty) }) : fill(partyText, { party: enumLabel(Actor, 'Actor', m.auditUser.createdByParty) });
    if (m.isApproved) badges.push(byParty(B.approvedBy, B.approvedByParty, m.approvedBy));
    if (m.isDeclined) badges.push(byParty(B.declinedBy, B.declinedByParty, m.handledBy));
    if (m.hasBeenFollowedUp) badges.push(byParty(B.followedUpBy, B.followedUpByParty, m.followedUpBy));
    if (m.payload.statementsSubmitted === true) badges.push(B.statementSubmitted);
    doc.font(BOLD).fontSize(11).text(enumLabel(MessageType, 'MessageType', m.messageType) + (badges.length ? `  [${badges.join(', ')}]` : ''));
    const author = m.auditUser;
    const organisation = author.createdByOrganisationName;
    // One line of facts (one text call: pdfkit lays out each call, and a case may have thousands of messages).
    const facts = [
      `${T.author}: ${[author.createdBy, organisation].filter(Boolean).join(', ')} (${enumLabel(Actor, 'Actor', author.createdByParty)})`,
      `${T.received}: ${norwegianDate(m.createdDate, true)}`,
      m.capturedAt ? `${T.captured}: ${norwegianDate(m.capturedAt, true)}` : '',
      author.modifiedDate ? `${T.modified}: ${norwegianDate(author.modifiedDate, true)}${author.modifiedBy ? ` (${author.modifiedBy})` : ''}` : '',
      m.deadline ? `${T.deadline}: ${norwegianDate(m.deadline)}` : '',
      m.statusChangedComment ? `${acquisitionTexts.timeline.comment}: ${m.statusChangedComment}` : '',
      m.plannedToDate && m.messageType === MessageType.Pause ? `${acquisitionTexts.timeline.plannedToDate}: ${norwegianDate(m.plannedToDate)}` : '',
    ].filter(Boolean);
    // A line breaks between facts, never inside a date or a name (no-break spaces within each fact but a comment's).
    const unbroken = facts.map((f) => (f.length > 60 ? f : f.replace(/ /g, '\u00a0')));
    doc.font(REGULAR).fontSize(9).fillColor('#333').text(unbroken.join('  ·  '), { width }).fillColor('#000');
    if (m.messageContent) doc.moveDown(0.2).font(REGULAR).fontSize(10).text(m.messageContent, { width });
    const files = m.attachments.filter((f) => !f.isDeleted);
    if (files.length) {
      const mark = (id: string) => (!embedding ? '' : embeddedNames.has(id) ? ` – ${fill(T.embeddedAs, { name: embeddedNames.get(id)! })}` : ` – ${T.notEmbedded}`);
      const list = files.map((f) => `• ${f.name} (${humanSize(f.size)}), SHA-256\u00a0${f.sha256}${mark(f.id)}`).join('\n');
      doc.font(REGULAR).fontSize(8).text(`${T.attachments}:\n${list}`, { width });
    }
  }

  // 'Side n av m' at the foot of every page (the bottom margin lifted, so the footer starts no new page).
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc.font(REGULAR).fontSize(8).fillColor('#444')
      .text(fill(T.page, { page: i + 1, pages: range.count }), doc.page.margins.left, doc.page.height - 30, { width, align: 'center', lineBreak: false });
    doc.page.margins.bottom = bottom;
  }
  doc.end();
  return done;
}

/** The file name: Undersokelse-<name>.pdf (ASCII; the header's filename* carries the name as it is). */
export function caseExportFileName(name: string): string {
  return fill(T.fileName, { name: (name || 'sak').replace(/[^\w-]+/g, '_') });
}
