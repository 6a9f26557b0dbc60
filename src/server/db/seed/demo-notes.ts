import { Readable } from 'node:stream';
import { crc32, deflateSync } from 'node:zlib';
import PDFDocument from 'pdfkit';
import { MessageType } from '../../../domain/enums/message-type';
import { addDays, osloDate } from '../../../domain/rules/calendar-date';
import { Party } from '../../../domain/roles';
import { ARCHIVE_FONT } from '../../attachments/archive-font';
import type { AttachmentStore } from '../../attachments/store';
import type { Db } from '../client';
import { insertAttachment } from '../queries/attachments';
import { messages } from '../schema/index';
import { demoAcquisitionId } from './reference-demo-acquisitions';
import { demoUser } from './demo-users';

const FONT = ARCHIVE_FONT.regular;

/** A one-page pdf with a title and lines (a demo attachment). */
function demoPdf(title: string, lines: string[]): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A5', margin: 40, font: FONT, info: { Title: title } });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  doc.fontSize(14).text(title).moveDown().fontSize(10);
  for (const line of lines) doc.text(line);
  doc.end();
  return done;
}

/** A small real PNG (the 'map extract'): sea blue with the survey area outlined in orange. */
function demoPng(width = 160, height = 100): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const out = Buffer.alloc(body.length + 8);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc32(body), body.length + 4);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const rows = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) {
    const row = y * (width * 3 + 1);
    for (let x = 0; x < width; x++) {
      const edge = (x === 40 || x === 120) && y >= 25 && y <= 75 ? true : (y === 25 || y === 75) && x >= 40 && x <= 120;
      const pixel = edge ? [240, 120, 30] : [20 + y, 90 + Math.round(x / 4), 170 + Math.round(y / 2)];
      rows.set(pixel, row + 1 + x * 3);
    }
  }
  return Buffer.concat([Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]), chunk('IHDR', header), chunk('IDAT', deflateSync(rows)), chunk('IEND', Buffer.alloc(0))]);
}
const DEMO_PNG = demoPng();

interface TDemoNote {
  id: string;
  acquisition: number;
  author: string;
  party: Party;
  type: MessageType;
  daysAgo: number;
  text: string;
  files: { id: string; name: string; bytes: () => Promise<Buffer>; contentType: string }[];
}

const noteId = (n: number) => `a7000000-0000-4000-a000-${String(n).padStart(12, '0')}`;
const fileId = (n: number) => `a8000000-0000-4000-a000-${String(n).padStart(12, '0')}`;

const NOTES: TDemoNote[] = [
  {
    id: noteId(1), acquisition: 3, author: 'innmelder', party: Party.Company, type: MessageType.NoteCmp, daysAgo: 2,
    text: 'Dagsrapport fra «Polar Duke»: 42 km skutt i går, ingen konflikter med fiskefartøy. Værvindu til fredag.',
    files: [
      { id: fileId(1), name: 'Dagsrapport uke 47.pdf', contentType: 'application/pdf', bytes: () => demoPdf('Dagsrapport – Troll havbunn', ['Skutt: 42 km', 'Fiskefartøy i nærheten: 3 (ingen konflikt)', 'Vær: 12 m/s fra sørvest', 'Neste værvindu: fredag'].map((l) => `• ${l}`)) },
      { id: fileId(2), name: 'Kartutsnitt.png', contentType: 'image/png', bytes: async () => DEMO_PNG },
    ],
  },
  {
    id: noteId(2), acquisition: 3, author: 'saksbehandler.od', party: Party.Regulator, type: MessageType.NoteNpd, daysAgo: 5,
    text: 'Avklart på telefon med Fiskeridirektoratet: ingen innvendinger mot å forlenge linjene mot nordøst. Notatet arkiveres i saken.',
    files: [{ id: fileId(3), name: 'Telefonnotat Fiskeridirektoratet.pdf', contentType: 'application/pdf', bytes: () => demoPdf('Telefonnotat', ['Samtale med Fiskeridirektoratets saksbehandler.', 'Ingen innvendinger mot forlengelse mot nordøst.']) }],
  },
  {
    id: noteId(3), acquisition: 1, author: 'saksbehandler.od', party: Party.Regulator, type: MessageType.NoteNpd, daysAgo: 3,
    text: 'Sjekk om gytefeltet for torsk i Lofoten overlapper med bruttoområdet før uttalelsen skrives.',
    files: [],
  },
  {
    id: noteId(4), acquisition: 4, author: 'saksbehandler.fdir', party: Party.FisheriesDirectorate, type: MessageType.NoteFdir, daysAgo: 4,
    text: 'Stor snurrevadaktivitet i området denne uken. Følg opp før innsamlingen gjenopptas.',
    files: [{ id: fileId(4), name: 'Fiskeriaktivitet uke 47.png', contentType: 'image/png', bytes: async () => DEMO_PNG }],
  },
  {
    id: noteId(5), acquisition: 1, author: 'saksbehandler.hi', party: Party.MarineResearchInstitute, type: MessageType.NoteHi, daysAgo: 1,
    text: 'Vurder tidsvindu mot sildas vandring i februar–mars; se vedlagte oversikt.',
    files: [{ id: fileId(5), name: 'Sild – vandring og gyting.pdf', contentType: 'application/pdf', bytes: () => demoPdf('Sild: vandring og gyting', ['Februar–mars: vandring inn mot kysten.', 'Gyteområder: Møre og Lofoten.']) }],
  },
];

/**
 * Demo notes of every party on three demo acquisitions, with small real attachments (pdfkit pdfs, a PNG) in the
 * attachment store: run on the first start, after the demo acquisitions exist.
 */
export async function seedDemoNotes(db: Db, store: AttachmentStore, today = osloDate()): Promise<void> {
  for (const note of NOTES) {
    const author = demoUser(note.author);
    const createdAt = new Date(`${addDays(today, -note.daysAgo)}T09:30:00Z`);
    const inserted = await db
      .insert(messages)
      .values({
        id: note.id,
        acquisitionId: demoAcquisitionId(note.acquisition),
        messageType: note.type,
        content: note.text,
        createdBy: author.id,
        authorParty: note.party,
        authorOrganisationId: author.roles[0]!.organisationId,
        createdAt,
      })
      .onConflictDoNothing()
      .returning({ id: messages.id });
    if (inserted.length === 0) continue;
    for (const file of note.files) {
      const bytes = await file.bytes();
      const stored = await store.write(Readable.from([bytes]), Number.POSITIVE_INFINITY);
      await insertAttachment(db, {
        id: file.id,
        acquisitionId: demoAcquisitionId(note.acquisition),
        messageId: note.id,
        name: file.name,
        size: stored.size,
        sha256: stored.sha256,
        contentType: file.contentType,
        storageKey: stored.key,
        uploadedBy: author.id,
        createdAt,
      });
    }
  }
}
