// Writes public/icons/icon-192.png and icon-512.png (the PWA icons) with zlib only: a blue tile with three white
// waves and a survey vessel, matching public/icons/icon.svg. Run: node scripts/generate-icons.mjs
import { writeFileSync } from 'node:fs';
import { deflateSync } from 'node:zlib';

const BLUE = [15, 108, 189];
const WHITE = [255, 255, 255];

function crc32(buffer) {
  let crc = ~0;
  for (const byte of buffer) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return ~crc >>> 0;
}

function chunk(type, data) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** Colour of a point in the unit square (0..1): waves and a vessel on blue. */
function colourAt(x, y) {
  for (const base of [0.62, 0.74, 0.86]) {
    const wave = base + 0.025 * Math.sin(x * Math.PI * 6);
    if (Math.abs(y - wave) < 0.018 && x > 0.14 && x < 0.86) return WHITE;
  }
  const hull = y > 0.44 && y < 0.52 && x > 0.3 + (y - 0.44) * 1.2 && x < 0.72 - (y - 0.44) * 1.2;
  const cabin = y > 0.34 && y <= 0.44 && x > 0.4 && x < 0.56;
  const mast = y > 0.22 && y <= 0.34 && x > 0.46 && x < 0.49;
  return hull || cabin || mast ? WHITE : BLUE;
}

function png(size) {
  const rows = [];
  for (let py = 0; py < size; py++) {
    const row = Buffer.alloc(1 + size * 4);
    for (let px = 0; px < size; px++) {
      // 4x supersampling for smooth edges
      const sum = [0, 0, 0];
      for (const [dx, dy] of [
        [0.25, 0.25],
        [0.75, 0.25],
        [0.25, 0.75],
        [0.75, 0.75],
      ]) {
        const c = colourAt((px + dx) / size, (py + dy) / size);
        for (let i = 0; i < 3; i++) sum[i] += c[i] / 4;
      }
      row.set([...sum.map(Math.round), 255], 1 + px * 4);
    }
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 6, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows), { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

for (const size of [192, 512]) writeFileSync(`public/icons/icon-${size}.png`, png(size));
console.log('Wrote public/icons/icon-192.png and icon-512.png');
