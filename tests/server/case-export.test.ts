import { eq, sql } from 'drizzle-orm';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TTimelineMessage } from '@/domain/schemas/messages';
import { acquisitions } from '@/server/db/schema/index';
import { multipart, PNG, sha256 } from './attachment-fixtures';
import { client, completeFields, SEISMIC_3D_PETROLEUM, type Headers } from './draft-fixtures';
import { api, createTestApp, type TestApp } from './helpers';

/** The text of every page (pdfjs-dist), the document's metadata, and the fonts as the file declares them. */
async function readPdf(bytes: Buffer) {
  const pdf = await getDocument({ data: new Uint8Array(bytes), useSystemFonts: false, isEvalSupported: false }).promise;
  const pages: string[] = [];
  for (let i = 1; i <= pdf.numPages; i++) {
    const content = await (await pdf.getPage(i)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  const { info } = await pdf.getMetadata();
  await pdf.destroy();
  const raw = bytes.toString('latin1');
  return {
    pages,
    text: pages.join('\n'),
    info: info as Record<string, unknown>,
    raw,
    fonts: [...raw.matchAll(/\/Type \/FontDescriptor\b/g)].length,
    embedded: [...raw.matchAll(/\/FontFile2\b/g)].length,
  };
}

/** GET /Acquisitions/{id}/export: PDF/A with what the exporting party may see, parsed back. */
describe('case export (pglite)', () => {
  let t: TestApp;
  let c: ReturnType<typeof client>;
  const h: Record<string, Headers> = {};
  let caseId: string;

  const exportAs = (headers: Headers, id = caseId) => t.app.inject({ method: 'GET', url: api(`/Acquisitions/${id}/export`), headers });
  const note = async (headers: Headers, body: Record<string, string> | ReturnType<typeof multipart>) => {
    const isForm = 'payload' in body;
    const response = await t.app.inject({
      method: 'POST',
      url: api(`/Messages/${caseId}/note`),
      headers: { ...headers, ...(isForm ? (body as ReturnType<typeof multipart>).headers : {}) },
      payload: isForm ? (body as ReturnType<typeof multipart>).payload : body,
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<TTimelineMessage>();
  };

  beforeAll(async () => {
    t = await createTestApp('pglite');
    c = client(t);
    h.company = await t.signIn('innmelder');
    h.otherCompany = await t.signIn('flere.roller', { organizationId: 1002, roleId: 'daq_innmelder_selskap' });
    h.regulator = await t.signIn('saksbehandler.od');
    h.fdir = await t.signIn('saksbehandler.fdir');
    h.hi = await t.signIn('saksbehandler.hi');
    const { acquisitionId } = (await c.create(h.company, SEISMIC_3D_PETROLEUM)).json<{ acquisitionId: string }>();
    const filled = await t.app.inject({ method: 'PUT', url: api(`/Draft/${acquisitionId}`), headers: h.company, payload: completeFields(1) });
    expect(filled.statusCode, filled.body).toBe(200);
    await t.app.db.update(acquisitions).set({ status: 20, name: 'NKE2699' }).where(eq(acquisitions.id, acquisitionId));
    caseId = acquisitionId;
    await note(h.regulator, { messageContent: 'Sokkeldirektoratets interne vurdering: blåkveite og gytefelt.' });
    await note(h.fdir, { messageContent: 'Fiskeridirektoratets notat om reketråling.' });
    await note(h.company, multipart([
      { name: 'MessageContent', value: 'Selskapets notat: æøå ÆØÅ ŋ č đ š ŧ ž.' },
      { name: 'files', value: PNG, filename: 'Kart over området æøå.png', contentType: 'image/png' },
    ]));
  }, 240_000);
  afterAll(() => t?.close());

  it('is a PDF/A-1b document with every font embedded, Norwegian letters and page numbers', async () => {
    const response = await exportAs(h.company);
    expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toContain('Undersokelse-NKE2699.pdf');
    const pdf = await readPdf(response.rawPayload);
    // PDF/A identification in the XMP metadata (uncompressed, as PDF/A requires).
    expect(pdf.raw).toMatch(/pdfaid:part(>|=")1/);
    expect(pdf.raw).toMatch(/pdfaid:conformance(>|=")B/);
    expect(pdf.raw).toContain('/OutputIntents');
    expect(pdf.fonts).toBeGreaterThan(0);
    expect(pdf.embedded).toBe(pdf.fonts);
    expect(pdf.raw).not.toMatch(/\/BaseFont \/(Helvetica|Times|Courier)/);
    expect(pdf.text).toContain('Undersøkelse NKE2699');
    expect(pdf.text).toContain('Selskapets notat: æøå ÆØÅ ŋ č đ š ŧ ž.');
    expect(pdf.text).toContain('Kart over området æøå.png');
    expect(pdf.text).toContain(sha256(PNG));
    expect(pdf.text).toContain('Tidsperiode og område');
    expect(pdf.text).toContain('Tilleggsinformasjon');
    expect(pdf.text).toMatch(/Koordinater \(\d+ punkter\)/);
    expect(pdf.text).toContain('Nordkapp Energi ASA');
    expect(pdf.text).toContain('Ingen kjente konflikter med gytefelt.');
    expect(pdf.text).toMatch(/Nr\.\s+Breddegrad\s+Lengdegrad/); // the coordinates' table, a point a row of cells
    expect(pdf.text).toMatch(/\b1\s+60\.250000 N\s+2\.500000 Ø/);
    expect(pdf.pages.at(-1)).toContain(`Side ${pdf.pages.length} av ${pdf.pages.length}`);
    expect(pdf.pages[0]).toContain(`Side 1 av ${pdf.pages.length}`);
  }, 60_000);

  it('holds the timeline as the exporting party sees it: no other party\'s note, no other company\'s case', async () => {
    const texts: Record<string, string> = {};
    for (const party of ['company', 'regulator', 'fdir', 'hi'] as const) {
      const response = await exportAs(h[party]!);
      expect(response.statusCode, party).toBe(200);
      texts[party] = (await readPdf(response.rawPayload)).text;
    }
    const notes = { regulator: 'blåkveite og gytefelt', fdir: 'reketråling', company: 'Selskapets notat' } as const;
    const expected: Record<string, (keyof typeof notes)[]> = { company: ['company'], regulator: ['regulator'], fdir: ['fdir'], hi: [] };
    for (const [party, sees] of Object.entries(expected)) {
      for (const [writer, words] of Object.entries(notes)) {
        expect(texts[party]!.includes(words), `${party} export with ${writer}'s note`).toBe(sees.includes(writer as keyof typeof notes));
      }
    }
    expect((await exportAs(h.otherCompany!)).statusCode).toBe(404);
    expect((await exportAs(h.company!, '00000000-0000-4000-8000-00000000ffff')).statusCode).toBe(404);
    expect((await exportAs(h.company!, 'nope')).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: api(`/Acquisitions/${caseId}/export`) })).statusCode).toBe(401);
  }, 90_000);

  it('embeds the attachments the exporting party may see as PDF/A-3b associated files (attachments=embed)', async () => {
    const response = await t.app.inject({ method: 'GET', url: api(`/Acquisitions/${caseId}/export?attachments=embed`), headers: h.company });
    expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
    const bytes = new Uint8Array(response.rawPayload);
    const pdf = await getDocument({ data: bytes.slice(), useSystemFonts: false, isEvalSupported: false }).promise;
    // The XMP metadata as pdfjs parses it: PDF/A-3, conformance B.
    const { metadata } = await pdf.getMetadata();
    expect(metadata?.get('pdfaid:part')).toBe('3');
    expect(metadata?.get('pdfaid:conformance')).toBe('B');
    // The embedded file, read back by pdfjs: its name and its bytes (the same SHA-256 as uploaded).
    const files = Object.values((await pdf.getAttachments()) ?? {}) as { filename: string; content: Uint8Array; description?: string }[];
    await pdf.destroy();
    expect(files.map((f) => f.filename)).toEqual(['Kart over området æøå.png']);
    expect(sha256(Buffer.from(files[0]!.content))).toBe(sha256(PNG));
    const raw = response.rawPayload.toString('latin1');
    expect(raw.slice(0, 8)).toBe('%PDF-1.7');
    // PDF/A-3 (ISO 19005-3 6.8): each file spec an associated file of the catalog (/AF), with its relationship, the
    // embedded stream with its MIME type and modification date; the sRGB output intent.
    expect(raw).toMatch(/\/AFRelationship \/Supplement/);
    expect(raw).toMatch(/\/Type \/Catalog[\s\S]*?\/AF \[\d+ 0 R\]/);
    expect(raw).toMatch(/\/Type \/EmbeddedFile[\s\S]*?\/Subtype \/image#2Fpng/);
    expect(raw).toMatch(/\/Params <<[\s\S]*?\/ModDate \(D:\d{14}/);
    expect(raw).toContain('/OutputIntents');
    const text = (await readPdf(response.rawPayload)).text;
    expect(text).toContain('innebygd som «Kart over området æøå.png»');
    // The regulator does not see the company's note: its file is neither listed nor embedded there.
    const regulator = await t.app.inject({ method: 'GET', url: api(`/Acquisitions/${caseId}/export?attachments=embed`), headers: h.regulator });
    expect(regulator.statusCode).toBe(200);
    const theirs = await getDocument({ data: new Uint8Array(regulator.rawPayload), useSystemFonts: false, isEvalSupported: false }).promise;
    expect(Object.keys((await theirs.getAttachments()) ?? {})).toEqual([]);
    await theirs.destroy();
    expect(regulator.rawPayload.toString('latin1')).not.toContain('/EmbeddedFile');
    expect((await t.app.inject({ method: 'GET', url: api(`/Acquisitions/${caseId}/export?attachments=all`), headers: h.company })).statusCode).toBe(400);
  }, 90_000);

  it('renders a case of 500 messages in a worker while other calls are answered', async () => {
    await t.app.db.execute(sql`
      insert into messages (acquisition_id, message_type, content, author_party, author_organisation_id)
      select ${caseId}, 6040, 'Melding nummer ' || n || ': værmelding, bølgehøyde og fremdrift for fartøyet.', 4, 1001
      from generate_series(1, 500) n`);
    const started = Date.now();
    const exporting = exportAs(h.company!);
    let answered = 0;
    let slowest = 0;
    let done = false;
    void exporting.finally(() => (done = true));
    while (!done) {
      const before = Date.now();
      const info = await t.app.inject({ method: 'GET', url: api('/info') });
      expect(info.statusCode).toBe(200);
      slowest = Math.max(slowest, Date.now() - before);
      answered++;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const response = await exporting;
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.length).toBeGreaterThan(50_000);
    expect(response.rawPayload.subarray(0, 8).toString('latin1')).toBe('%PDF-1.4');
    expect(answered).toBeGreaterThan(3);
    // The rendering (seconds) runs in the pool: no call waits for it.
    expect(slowest).toBeLessThan(Math.max(1000, (Date.now() - started) / 3));
  }, 300_000);
});
