import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/**
 * The archive pdf's font, DejaVu Sans: embedded, so æ, ø, å and Sámi letters (ŋ č đ š ŧ ž) print. From the npm package
 * dejavu-fonts-ttf (installed with the service), or ARCHIVE_FONT_DIR (e.g. Debian's /usr/share/fonts/truetype/dejavu).
 */
export const ARCHIVE_FONT_DIR =
  process.env.ARCHIVE_FONT_DIR ??
  path.join(path.dirname(createRequire(import.meta.url).resolve('dejavu-fonts-ttf/package.json')), 'ttf');
/** The regular and bold faces of the archive font. */
export const ARCHIVE_FONT = {
  regular: `${ARCHIVE_FONT_DIR}/DejaVuSans.ttf`,
  bold: `${ARCHIVE_FONT_DIR}/DejaVuSans-Bold.ttf`,
};

/** Checked when the service starts: without the font no note can be archived. */
export function assertArchiveFont(): void {
  for (const file of [ARCHIVE_FONT.regular, ARCHIVE_FONT.bold]) {
    if (!existsSync(file)) {
      throw new Error(
        `The archive PDF font ${file} is missing. Run npm install (package dejavu-fonts-ttf), or set ARCHIVE_FONT_DIR to a directory holding DejaVuSans.ttf and DejaVuSans-Bold.ttf.`,
      );
    }
  }
}

