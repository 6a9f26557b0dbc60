import { createHash, randomUUID } from 'node:crypto';
import { zipSync, strToU8 } from 'fflate';
import { constants, inflateSync } from 'node:zlib';
import PDFDocument from 'pdfkit';

/** Small real files of each kind the service sniffs. */
export function pdfBytes(text = 'Vedlegg'): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A6', font: '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf' });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  doc.text(text);
  doc.end();
  return done;
}

/** A 1x1 PNG. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** A Windows program (MZ header and a PE signature). */
export const EXE = (() => {
  const b = Buffer.alloc(1024);
  b.write('MZ', 0, 'latin1');
  b.writeUInt32LE(0x80, 0x3c);
  b.write('PE\0\0', 0x80, 'latin1');
  return b;
})();

/** A plain zip (not an Office file). */
export const ZIP = Buffer.from(zipSync({ 'notat.txt': strToU8('hei') }));

/** A minimal .xlsx (Office Open XML spreadsheet). */
export const XLSX = Buffer.from(
  zipSync({
    '[Content_Types].xml': strToU8(
      '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/></Types>',
    ),
    'xl/workbook.xml': strToU8('<workbook/>'),
  }),
);

export const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

export interface TPart {
  name: string;
  value: string | Buffer;
  filename?: string;
  contentType?: string;
}

/** A multipart/form-data body as a browser sends it. */
export function multipart(parts: TPart[]): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----meldesystem${randomUUID()}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = part.filename === undefined ? `form-data; name="${part.name}"` : `form-data; name="${part.name}"; filename="${part.filename}"`;
    const type = part.filename === undefined ? '' : `\r\nContent-Type: ${part.contentType ?? 'application/octet-stream'}`;
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}${type}\r\n\r\n`, 'utf8'));
    chunks.push(typeof part.value === 'string' ? Buffer.from(part.value, 'utf8') : part.value);
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/**
 * The text of a pdf written by pdfkit, read without poppler: the content streams' TJ/Tj glyph codes decoded through
 * each font's ToUnicode map (one line per text operation). Enough to check which letters a pdf really carries.
 */
export function pdfTextOf(pdf: Buffer): string {
  const raw = pdf.toString('latin1');
  const objects = new Map<number, { dict: string; stream?: string }>();
  for (const m of raw.matchAll(/(\d+) 0 obj\s*([\s\S]*?)\bendobj/g)) {
    const body = m[2]!;
    const at = body.indexOf('stream');
    if (at < 0) {
      objects.set(Number(m[1]), { dict: body });
      continue;
    }
    const dict = body.slice(0, at);
    let start = at + 6;
    if (body[start] === '\r') start++;
    if (body[start] === '\n') start++;
    const bytes = Buffer.from(body.slice(start, body.lastIndexOf('endstream')), 'latin1');
    let stream: string | undefined;
    try {
      stream = (/FlateDecode/.test(dict) ? inflateSync(bytes, { finishFlush: constants.Z_SYNC_FLUSH }) : bytes).toString('latin1');
    } catch {
      stream = undefined;
    }
    objects.set(Number(m[1]), { dict, stream });
  }
  const utf16 = (hex: string) => Buffer.from(hex, 'hex').swap16().toString('utf16le');
  const cmapOf = (text: string) => {
    const map = new Map<number, string>();
    for (const block of text.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
      for (const line of block[1]!.matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>\s*(\[[^\]]*\]|<[0-9a-fA-F]+>)/g)) {
        const from = parseInt(line[1]!, 16);
        const to = parseInt(line[2]!, 16);
        if (line[3]!.startsWith('[')) [...line[3]!.matchAll(/<([0-9a-fA-F]+)>/g)].forEach((u, i) => map.set(from + i, utf16(u[1]!)));
        else for (let code = from, u = parseInt(line[3]!.slice(1, -1), 16); code <= to; code++, u++) map.set(code, String.fromCodePoint(u));
      }
    }
    for (const block of text.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
      for (const pair of block[1]!.matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>/g)) map.set(parseInt(pair[1]!, 16), utf16(pair[2]!));
    }
    return map;
  };
  const fonts = new Map<string, Map<number, string>>();
  for (const { dict } of objects.values()) {
    for (const resources of dict.matchAll(/\/Font\s*<<([\s\S]*?)>>/g)) {
      for (const ref of resources[1]!.matchAll(/\/(\S+)\s+(\d+) 0 R/g)) {
        const unicode = /\/ToUnicode\s+(\d+) 0 R/.exec(objects.get(Number(ref[2]))?.dict ?? '');
        const cmap = unicode && objects.get(Number(unicode[1]))?.stream;
        if (cmap) fonts.set(ref[1]!, cmapOf(cmap));
      }
    }
  }
  const lines: string[] = [];
  for (const { stream } of objects.values()) {
    if (!stream || !/T[Jj]/.test(stream)) continue;
    let font = new Map<number, string>();
    for (const op of stream.matchAll(/\/(\S+)\s+[\d.]+\s+Tf|\[([^\]]*)\]\s*TJ|<([0-9a-fA-F]+)>\s*Tj/g)) {
      if (op[1]) font = fonts.get(op[1]) ?? new Map();
      const hexes = op[2] ? [...op[2].matchAll(/<([0-9a-fA-F]+)>/g)].map((h) => h[1]!) : op[3] ? [op[3]] : [];
      if (hexes.length === 0) continue;
      lines.push(hexes.map((hex) => (hex.match(/.{4}/g) ?? []).map((code) => font.get(parseInt(code, 16)) ?? '').join('')).join(''));
    }
  }
  return lines.join('\n');
}
