import { checkUpload, withoutDuplicateUploads, type UploadError } from '@/domain/rules/uploads';

/** A file chosen for a message, with the id it keeps from the picker to the service (the upload's fingerprint). */
export interface PickedFile {
  id: string;
  file: File;
}

export interface RefusedFile {
  name: string;
  reason: UploadError;
}

export interface PickResult {
  /** The list after the new selection: what was there, then the new files that passed. */
  files: PickedFile[];
  refused: RefusedFile[];
  /** New files dropped as duplicates (same name, size and modified time) of one in the list or the selection. */
  duplicates: number;
}

type Candidate = { name: string; size: number; lastModified: number; picked?: PickedFile; file?: File };

/**
 * Adds a selection to the picked files (spec 001 s5, spec 000 s5): duplicates (same name, size and modified time, in
 * the selection or already picked) are dropped; each file of a disallowed extension or over 50 MB is refused with its
 * key; nothing is read or sent.
 */
export function pickFiles(
  current: readonly PickedFile[],
  selection: readonly File[],
  newId: () => string = () => crypto.randomUUID(),
): PickResult {
  const candidates: Candidate[] = [
    ...current.map((picked) => ({
      name: picked.file.name,
      size: picked.file.size,
      lastModified: picked.file.lastModified,
      picked,
    })),
    ...selection.map((file) => ({ name: file.name, size: file.size, lastModified: file.lastModified, file })),
  ];
  const unique = withoutDuplicateUploads(candidates);
  const duplicates = candidates.length - unique.length;
  const files: PickedFile[] = [];
  const refused: RefusedFile[] = [];
  for (const candidate of unique) {
    if (candidate.picked) {
      files.push(candidate.picked);
      continue;
    }
    const reason = checkUpload(candidate);
    if (reason) refused.push({ name: candidate.name, reason });
    else files.push({ id: newId(), file: candidate.file! });
  }
  return { files, refused, duplicates };
}

/** '1,2 MB', '340 kB', '12 byte' (Norwegian decimal comma). */
export function formatFileSize(bytes: number): string {
  const format = (value: number, unit: string) =>
    `${value.toLocaleString('nb-NO', { maximumFractionDigits: value < 10 ? 1 : 0 })} ${unit}`;
  if (bytes >= 1024 * 1024) return format(bytes / (1024 * 1024), 'MB');
  if (bytes >= 1024) return format(bytes / 1024, 'kB');
  return `${bytes} byte`;
}
