import { describe, expect, it } from 'vitest';
import { MAX_UPLOAD_BYTES } from '@/domain/rules/uploads';
import { formatFileSize, pickFiles } from '@/web/components/attachments/pick-files';

/** A File whose size is claimed without allocating it (the picker reads only name, size and date). */
function fileOf(name: string, size: number, lastModified = 1_700_000_000_000): File {
  const file = new File(['x'], name, { lastModified });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

let counter = 0;
const ids = () => `id-${(counter += 1)}`;

describe('attachment picker: checked in the browser before anything is sent', () => {
  it('accepts allowed files up to exactly 50 MB and refuses others with the spec keys', () => {
    const result = pickFiles(
      [],
      [
        fileOf('rapport.PDF', 10),
        fileOf('kart.png', MAX_UPLOAD_BYTES),
        fileOf('for-stor.pdf', MAX_UPLOAD_BYTES + 1),
        fileOf('program.exe', 10),
        fileOf('uten-filtype', 10),
      ],
      ids,
    );
    expect(result.files.map((picked) => picked.file.name)).toEqual(['rapport.PDF', 'kart.png']);
    expect(result.refused).toEqual([
      { name: 'for-stor.pdf', reason: 'attachmentsFilesizeDisallowedMessage' },
      { name: 'program.exe', reason: 'attachmentsExtensionDisallowedMessage' },
      { name: 'uten-filtype', reason: 'attachmentsExtensionDisallowedMessage' },
    ]);
  });

  it('refuses an empty file', () => {
    expect(pickFiles([], [fileOf('tom.pdf', 0)], ids).refused).toEqual([
      { name: 'tom.pdf', reason: 'attachmentsFileEmptyMessage' },
    ]);
  });

  it('drops duplicates (same name, size and modified time) in one selection and against the list', () => {
    const first = pickFiles([], [fileOf('a.pdf', 5), fileOf('a.pdf', 5), fileOf('a.pdf', 6)], ids);
    expect(first.files).toHaveLength(2);
    expect(first.duplicates).toBe(1);
    const second = pickFiles(first.files, [fileOf('a.pdf', 5), fileOf('a.pdf', 5, 1), fileOf('b.pdf', 5)], ids);
    expect(second.duplicates).toBe(1);
    expect(second.files.map((picked) => `${picked.file.name}:${picked.file.size}:${picked.file.lastModified}`)).toEqual([
      'a.pdf:5:1700000000000',
      'a.pdf:6:1700000000000',
      'a.pdf:5:1',
      'b.pdf:5:1700000000000',
    ]);
    // The files already picked keep their ids (the upload's fingerprint).
    expect(second.files.slice(0, 2).map((picked) => picked.id)).toEqual(first.files.map((picked) => picked.id));
  });

  it('gives every new file its own id', () => {
    const result = pickFiles([], [fileOf('a.pdf', 1), fileOf('b.pdf', 1)]);
    expect(new Set(result.files.map((picked) => picked.id)).size).toBe(2);
    expect(result.files[0]!.id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('writes sizes the Norwegian way', () => {
    expect(formatFileSize(12)).toBe('12 byte');
    expect(formatFileSize(1536)).toBe('1,5 kB');
    expect(formatFileSize(20 * 1024 * 1024)).toBe('20 MB');
  });
});
