/**
 * File uploads (attachments of notes, inquiries, replies, statements and reports): allowed extensions, the
 * maximum size, the file name rule and the content each extension must have (spec 000 s5 and s9, spec 001 s5).
 * Checked in the browser before anything is sent and again by the service (which also sniffs the content).
 */

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
export type UploadExtension = (typeof ALLOWED_UPLOAD_EXTENSIONS)[number];

/** 50 MB. */
export const MAX_UPLOAD_BYTES = 52_428_800;

/** Longest file name kept (characters, after the path is dropped); most file systems stop at 255 bytes. */
/** Bytes per tus PATCH of the web client: 2 MB, so a cut link loses at most that much of the file and the rest continues from the service's offset. */
export const UPLOAD_CHUNK_BYTES = 2 * 1024 * 1024;

export const MAX_UPLOAD_NAME_LENGTH = 255;

/**
 * Per user (issue 25): at most this many resumable uploads unfinished at once (one more: 429, the device tries again
 * later) and at most this many bytes declared by them together (one more: 413, kept and tried again as well);
 * unfinished uploads are removed UNFINISHED_UPLOAD_EXPIRY_HOURS after they were created.
 */
export const MAX_UNFINISHED_UPLOADS_PER_USER = 10;
export const MAX_UNFINISHED_UPLOAD_BYTES_PER_USER = 4 * MAX_UPLOAD_BYTES;
export const UNFINISHED_UPLOAD_EXPIRY_HOURS = 48;
/** The problem code of both answers; the device keeps the message and tries again later. */
export const UPLOAD_QUOTA_CODE = 'uploadQuota';

/** Most files in one message (one multipart request, or one note's attachment list). */
export const MAX_ATTACHMENTS_PER_MESSAGE = 20;

/** For the file input's accept attribute. */
export const UPLOAD_ACCEPT = ALLOWED_UPLOAD_EXTENSIONS.join(',');

/**
 * Error keys, in the 'attachments' namespace (locales/nb/attachments.json). The first two and ErrorUploadingFiles
 * are the spec's; the empty-file and file-name keys are ours (docs/decisions.md).
 */
export type UploadError =
  | 'attachmentsExtensionDisallowedMessage'
  | 'attachmentsFilesizeDisallowedMessage'
  | 'attachmentsFileEmptyMessage'
  | 'attachmentsFilenameDisallowedMessage';

export interface UploadCandidate {
  name: string;
  size: number;
}

/**
 * The name a file is shown and downloaded with: the last segment of whatever path the client sent ('../../a.pdf'
 * and 'C:\\x\\a.pdf' give 'a.pdf'), trimmed. The name never chooses where the file is stored (files are kept under
 * a generated id).
 */
export function uploadDisplayName(name: string): string {
  const segments = name.split(/[\\/]/);
  return (segments[segments.length - 1] ?? '').trim();
}

/** The extension with its dot, lower-cased; '' when the name has none. */
export function uploadExtension(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot).toLowerCase();
}

// eslint-disable-next-line no-control-regex -- control characters are what is refused
const CONTROL_CHARACTER = /[\u0000-\u001f\u007f]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** Is the file name usable (after uploadDisplayName): not empty, no control character, at most 255 characters, more than an extension? */
export function isUploadNameAllowed(name: string): boolean {
  const shown = uploadDisplayName(name);
  return (
    shown.length > 0 &&
    shown.length <= MAX_UPLOAD_NAME_LENGTH &&
    !CONTROL_CHARACTER.test(shown) &&
    shown.lastIndexOf('.') > 0
  );
}

/**
 * The error key for a file that may not be uploaded, or null. Order: the extension (case-insensitive), the size
 * (a size of exactly MAX_UPLOAD_BYTES is allowed; an empty file is refused), then the name.
 */
export function checkUpload(file: UploadCandidate): UploadError | null {
  if (!(ALLOWED_UPLOAD_EXTENSIONS as readonly string[]).includes(uploadExtension(uploadDisplayName(file.name)))) {
    return 'attachmentsExtensionDisallowedMessage';
  }
  if (!Number.isFinite(file.size) || file.size < 0 || file.size > MAX_UPLOAD_BYTES) {
    return 'attachmentsFilesizeDisallowedMessage';
  }
  if (file.size === 0) return 'attachmentsFileEmptyMessage';
  if (!isUploadNameAllowed(file.name)) return 'attachmentsFilenameDisallowedMessage';
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

/**
 * What the content of a file with each extension must be, as the sniffing library (file-type) names it: the
 * service refuses a file whose magic bytes say otherwise (an executable renamed .pdf, an .xlsx named .docx).
 * The old Office formats are all OLE compound files ('cfb'); a .zip may also be an Office Open XML file.
 */
export const UPLOAD_CONTENT: Readonly<Record<UploadExtension, readonly string[]>> = {
  '.doc': ['cfb'],
  '.xls': ['cfb'],
  '.ppt': ['cfb'],
  '.docx': ['docx'],
  '.xlsx': ['xlsx'],
  '.pptx': ['pptx'],
  '.zip': ['zip', 'docx', 'xlsx', 'pptx'],
  '.pdf': ['pdf'],
  '.png': ['png'],
  '.jpg': ['jpg'],
  '.jpeg': ['jpg'],
};

/** Content-Type of a stored file by its (checked) extension. */
export const UPLOAD_MEDIA_TYPE: Readonly<Record<UploadExtension, string>> = {
  '.doc': 'application/msword',
  '.xls': 'application/vnd.ms-excel',
  '.ppt': 'application/vnd.ms-powerpoint',
  '.docx': 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  '.xlsx': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  '.pptx': 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  '.zip': 'application/zip',
  '.pdf': 'application/pdf',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
};

/** Does the sniffed type fit the extension? `sniffed` undefined: the library did not recognise the content. */
export function contentMatchesExtension(extension: string, sniffed: string | undefined): boolean {
  const allowed = (UPLOAD_CONTENT as Record<string, readonly string[] | undefined>)[extension.toLowerCase()];
  return !!allowed && !!sniffed && allowed.includes(sniffed);
}

/** A SHA-256 as 64 lower-case hex digits. */
export const SHA256_PATTERN = /^[0-9a-f]{64}$/;
