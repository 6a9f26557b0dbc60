// Writes the Norwegian user guide of the overview as a small valid PDF (public/brukerveiledning.pdf):
// standard Helvetica fonts with WinAnsiEncoding (æ, ø, å), text wrapped by a width table, several pages.
// Run: node scripts/build-user-guide.mjs (the output is committed).
import { writeFileSync } from 'node:fs';

const SECTIONS = [
  ['h1', 'Meldesystem – brukerveiledning'],
  ['p', 'Meldesystem brukes til å melde inn og følge opp undersøkelser på norsk sokkel: seismikk, elektromagnetiske undersøkelser, havbunnsundersøkelser og grunnundersøkelser. Denne veiledningen beskriver oversiktssiden med tabell, filter og kart.'],
  ['h2', '1. Innlogging og rolle'],
  ['p', 'Logg inn med ID-porten. Har du flere roller eller virksomheter, velger du hvilken du vil bruke. Du kan bytte rolle fra brukermenyen øverst til høyre. Første gang må du godta personvernerklæringen.'],
  ['h2', '2. Tabellen'],
  ['p', 'Tabellen viser navn, type, startdato, sluttdato, status, havområde og en kolonne for handlinger eller saksbehandling. Et kalenderikon ved datoen forteller om datoen er planlagt eller faktisk. Statusen har egen farge og eget ikon.'],
  ['p', 'Klikk på en kolonneoverskrift for å sortere. Første klikk sorterer synkende, neste klikk stigende. Velg 5, 10 eller 25 rader per side, og bla med pilene. Skriv en id i feltet «Id (npdId)» og trykk «Gå» for å gå til siden der undersøkelsen står.'],
  ['p', 'Ikonene i siste kolonne viser ny informasjon, frist som nærmer seg, mottatt svar og flagg. Knappene lar deg slette et utkast (etter bekreftelse), zoome til undersøkelsen i kartet, fortsette å redigere et utkast eller åpne detaljene.'],
  ['h2', '3. Filter'],
  ['p', 'Trykk «Filter» for å velge startdato fra og til, type, havområde, lovkategori, myndighetsgrunn og status. Standardfilteret viser undersøkelser under behandling, pågående, på pause og planlagte; innmeldere ser også sine egne utkast. Velg «Bare i gjeldende kartutsnitt» for å vise bare undersøkelser i området kartet viser.'],
  ['p', 'Aktive filtre vises som merkelapper over tabellen. Trykk på krysset i en merkelapp for å fjerne filteret.'],
  ['h2', '4. Kartet'],
  ['p', 'Kartet viser alle undersøkelsene du har tilgang til, farget etter status. Bakgrunnskartet følger med programmet og virker også uten nett. I kartlaglisten kan du skjule land, sokkelgrensen og undersøkelsene. Tegnforklaringen viser fargene.'],
  ['p', 'Tidslinjen under kartet starter i dag og går fire måneder fram. Dra «Fra» og «Til» for å velge en periode; kartet viser undersøkelser som pågår i perioden. Når du drar helt til slutten, forlenges tidslinjen med 30 dager, opptil 12 måneder fram.'],
  ['p', 'Dra skillelinjen mellom tabellen og kartet for å endre bredden. Du kan også bruke piltastene når skillelinjen er valgt.'],
  ['h2', '5. Uten nett'],
  ['p', 'Mister du nettforbindelsen, viser oversikten dataene som sist ble hentet, og sier når de ble hentet. Endringer du gjør mens du er frakoblet, sendes når forbindelsen er tilbake.'],
  ['h2', '6. Prefiks for selskapet'],
  ['p', 'Navnet på en undersøkelse begynner med selskapets prefiks. Mangler selskapet ditt prefiks, vises en advarsel. Du kan lagre utkast, men ikke sende inn før selskapet har fått et prefiks. Kontakt Sokkeldirektoratet.'],
  ['h2', '7. Hjelp'],
  ['p', 'Spørsmål om Meldesystem kan sendes til Sokkeldirektoratet. Oppgi gjerne id-en til undersøkelsen det gjelder.'],
];

const STYLE = { h1: { font: 'F2', size: 20, gap: 14 }, h2: { font: 'F2', size: 14, gap: 10 }, p: { font: 'F1', size: 11, gap: 8 } };
// Approximate Helvetica widths (per 1000 em) for wrapping.
const width = (text, size) => [...text].reduce((w, c) => w + (c === ' ' ? 278 : /[il.,'’:;|!]/.test(c) ? 260 : /[mwMW]/.test(c) ? 833 : /[A-ZÆØÅ]/.test(c) ? 667 : 556), 0) * (size / 1000);

const PAGE_W = 595, PAGE_H = 842, MARGIN = 56, LINE = 1.35;
const pages = [[]];
let y = PAGE_H - MARGIN;
for (const [kind, text] of SECTIONS) {
  const { font, size, gap } = STYLE[kind];
  const lines = [];
  let line = '';
  for (const word of text.split(' ')) {
    const next = line ? `${line} ${word}` : word;
    if (width(next, size) > PAGE_W - 2 * MARGIN && line) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  lines.push(line);
  if (y - lines.length * size * LINE < MARGIN) {
    pages.push([]);
    y = PAGE_H - MARGIN;
  }
  for (const l of lines) {
    y -= size * LINE;
    pages.at(-1).push({ font, size, x: MARGIN, y, text: l });
  }
  y -= gap;
}

const escape = (s) => s.replace(/[\\()]/g, (c) => `\\${c}`).replace(/[–’]/g, (c) => ({ '–': '\x96', '’': '\x92' })[c]);
const objects = [];
const add = (body) => objects.push(body) && objects.length;
const catalog = add('');
const pagesObj = add('');
const f1 = add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>');
const f2 = add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>');
const kids = pages.map((items, i) => {
  const footer = { font: 'F1', size: 9, x: MARGIN, y: 30, text: `Meldesystem – brukerveiledning for oversikten – side ${i + 1} av ${pages.length}` };
  const stream = [...items, footer].map((it) => `BT /${it.font} ${it.size} Tf ${it.x} ${it.y.toFixed(1)} Td (${escape(it.text)}) Tj ET`).join('\n');
  const content = add(`<< /Length ${Buffer.byteLength(stream, 'latin1')} >>\nstream\n${stream}\nendstream`);
  return add(`<< /Type /Page /Parent ${pagesObj} 0 R /MediaBox [0 0 ${PAGE_W} ${PAGE_H}] /Resources << /Font << /F1 ${f1} 0 R /F2 ${f2} 0 R >> >> /Contents ${content} 0 R >>`);
});
objects[catalog - 1] = `<< /Type /Catalog /Pages ${pagesObj} 0 R /Lang (nb-NO) >>`;
objects[pagesObj - 1] = `<< /Type /Pages /Kids [${kids.map((k) => `${k} 0 R`).join(' ')}] /Count ${kids.length} >>`;
const info = add(`<< /Title (${escape('Meldesystem – brukerveiledning')}) /Author (Sokkeldirektoratet) /Producer (scripts/build-user-guide.mjs) >>`);

let pdf = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
const offsets = objects.map((body, i) => {
  const at = Buffer.byteLength(pdf, 'latin1');
  pdf += `${i + 1} 0 obj\n${body}\nendobj\n`;
  return at;
});
const xref = Buffer.byteLength(pdf, 'latin1');
pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
pdf += `trailer\n<< /Size ${objects.length + 1} /Root ${catalog} 0 R /Info ${info} 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
writeFileSync('public/brukerveiledning.pdf', Buffer.from(pdf, 'latin1'));
console.log(`public/brukerveiledning.pdf: ${pages.length} pages, ${Buffer.byteLength(pdf, 'latin1')} bytes`);
