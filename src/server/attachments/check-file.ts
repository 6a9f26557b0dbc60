import { fileTypeFromStream } from 'file-type/node';
import { ATTACHMENT_PROBLEM } from '../../domain/schemas/attachments';
import { checkUpload, contentMatchesExtension, uploadDisplayName, uploadExtension, UPLOAD_MEDIA_TYPE, type UploadError, type UploadExtension } from '../../domain/rules/uploads';
import { AppError, badRequest } from '../http/app-error';
import type { AttachmentStore } from './store';

/** Types file-type names that are programs: refused whatever extension they carry. */
const PROGRAMS = new Set(['exe', 'elf', 'mach', 'dex', 'class', 'wasm', 'msi', 'apk', 'jar', 'deb', 'rpm', 'lnk', 'swf', 'dmg', 'elf']);

const PROBLEM_OF: Record<UploadError, string> = {
  attachmentsExtensionDisallowedMessage: ATTACHMENT_PROBLEM.extension,
  attachmentsFilesizeDisallowedMessage: ATTACHMENT_PROBLEM.fileSize,
  attachmentsFileEmptyMessage: ATTACHMENT_PROBLEM.empty,
  attachmentsFilenameDisallowedMessage: ATTACHMENT_PROBLEM.fileName,
};

/** The shared rule of the browser (extension, size, empty, name) as the service's problem: 413 for size, else 400. */
export function uploadProblem(name: string, size: number): AppError | undefined {
  const error = checkUpload({ name, size });
  if (!error) return undefined;
  const extra = { name: uploadDisplayName(name).slice(0, 300), code: error };
  const problemKey = PROBLEM_OF[error];
  if (error === 'attachmentsFilesizeDisallowedMessage') return new AppError('PAYLOAD_TOO_LARGE', problemKey, undefined, extra);
  return badRequest(problemKey, undefined, extra);
}

/** Throws the problem of a file that may not be uploaded (before its bytes are read, when the size is known). */
export function assertUploadAllowed(name: string, size: number): void {
  const problem = uploadProblem(name, size);
  if (problem) throw problem;
}

/**
 * Checks a stored file's content by its magic bytes against its name's extension (file-type): a program is refused
 * ('executable'), any other mismatch or unrecognised content too ('contentMismatch'). Answers the media type the
 * file is served with.
 */
export async function checkStoredContent(store: AttachmentStore, key: string, name: string): Promise<string> {
  const shown = uploadDisplayName(name);
  const extension = uploadExtension(shown) as UploadExtension;
  const sniffed = await fileTypeFromStream(store.read(key)).catch(() => undefined);
  if (sniffed && PROGRAMS.has(sniffed.ext)) {
    throw badRequest(ATTACHMENT_PROBLEM.executable, undefined, { name: shown, code: 'attachmentExecutable' });
  }
  if (!contentMatchesExtension(extension, sniffed?.ext)) {
    throw badRequest(ATTACHMENT_PROBLEM.contentMismatch, undefined, {
      name: shown,
      expected: extension,
      detected: sniffed?.ext ?? '',
      code: 'attachmentContentMismatch',
    });
  }
  return UPLOAD_MEDIA_TYPE[extension];
}
