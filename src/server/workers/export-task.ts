import { renderCasePdf, type TCaseExportInput } from '../modules/case-export/case-pdf';

/** A pool worker's task: renders a case's PDF/A export; the bytes are transferred back, not copied. */
export default async function runExportTask(input: TCaseExportInput): Promise<Uint8Array> {
  const pdf = await renderCasePdf(input);
  return new Uint8Array(pdf.buffer, pdf.byteOffset, pdf.byteLength);
}
