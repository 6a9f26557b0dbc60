import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const manifest = JSON.parse(readFileSync('public/manifest.webmanifest', 'utf8')) as {
  name: string;
  start_url: string;
  display: string;
  theme_color: string;
  icons: Array<{ src: string; sizes: string; type: string }>;
};

describe('web manifest', () => {
  it('installs Meldesystem standalone from /', () => {
    expect(manifest.name).toBe('Meldesystem');
    expect(manifest.start_url).toBe('/');
    expect(manifest.display).toBe('standalone');
    expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/i);
  });

  it('has an SVG icon and PNG icons whose pixel size matches what the manifest says', () => {
    expect(
      manifest.icons.some((icon) => icon.type === 'image/svg+xml' && existsSync(`public${icon.src}`)),
    ).toBe(true);
    const pngs = manifest.icons.filter((icon) => icon.type === 'image/png');
    expect(new Set(pngs.map((icon) => icon.sizes))).toEqual(new Set(['192x192', '512x512']));
    for (const icon of pngs) {
      const file = readFileSync(`public${icon.src}`);
      expect(file.subarray(1, 4).toString('ascii')).toBe('PNG');
      expect(`${file.readUInt32BE(16)}x${file.readUInt32BE(20)}`).toBe(icon.sizes);
    }
  });
});
