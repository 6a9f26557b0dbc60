/** File uploads (attachments): allowed extensions and maximum size (spec 000 s5 and s9, spec 001 s5). */

export const ALLOWED_UPLOAD_EXTENSIONS = [
  '.doc',
  '.docx',
  '.jpeg',
  '.jpg',
  '.pdf',
  '.png',
  '.ppt',
  '.pptx',
  '.xls',
  '.xlsx',
  '.zip',
] as const;

/** 50 MB. */
export const MAX_UPLOAD_BYTES = 52_428_800;

/** For the file input's accept attribute. */
export const UPLOAD_ACCEPT = ALLOWED_UPLOAD_EXTENSIONS.join(',');

export type UploadError = 'attachmentsExtensionDisallowedMessage' | 'attachmentsFilesizeDisallowedMessage';

export interface UploadCandidate {
  name: string;
  size: number;
}

/** The extension with its dot, lower-cased; '' when the name has none. */
export function uploadExtension(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot).toLowerCase();
}

/**
 * The error key for a file that may not be uploaded, or null. The extension is checked first
 * (case-insensitive); a size of exactly MAX_UPLOAD_BYTES is allowed.
 */
export function checkUpload(file: UploadCandidate): UploadError | null {
  if (!(ALLOWED_UPLOAD_EXTENSIONS as readonly string[]).includes(uploadExtension(file.name))) {
    return 'attachmentsExtensionDisallowedMessage';
  }
  if (!Number.isFinite(file.size) || file.size < 0 || file.size > MAX_UPLOAD_BYTES) {
    return 'attachmentsFilesizeDisallowedMessage';
  }
  return null;
}

/** Drops files with the same name, size and modified time as an earlier one (spec 001 s5). */
export function withoutDuplicateUploads<F extends UploadCandidate & { lastModified: number }>(
  files: readonly F[],
): F[] {
  const seen = new Set<string>();
  return files.filter((file) => {
    const key = `${file.name}\u0000${file.size}\u0000${file.lastModified}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
