import { describe, expect, it } from 'vitest';
import {
  checkUpload,
  contentMatchesExtension,
  MAX_UPLOAD_BYTES,
  UPLOAD_ACCEPT,
  uploadDisplayName,
  withoutDuplicateUploads,
} from '@/domain/rules/uploads';

describe('checkUpload', () => {
  it.each([
    'a.doc',
    'a.docx',
    'a.jpeg',
    'a.jpg',
    'a.pdf',
    'a.png',
    'a.ppt',
    'a.pptx',
    'a.xls',
    'a.xlsx',
    'a.zip',
  ])('accepts %s', (name) => expect(checkUpload({ name, size: 1000 })).toBeNull());

  it('compares extensions case-insensitively and uses the last one', () => {
    expect(checkUpload({ name: 'Rapport.PDF', size: 1 })).toBeNull();
    expect(checkUpload({ name: 'kart.v2.Zip', size: 1 })).toBeNull();
    expect(checkUpload({ name: 'rapport.pdf.exe', size: 1 })).toBe('attachmentsExtensionDisallowedMessage');
  });

  it.each(['a.exe', 'a.txt', 'a.shp', 'README', 'a.', 'apdf', 'a.pdfx'])('refuses %s', (name) => {
    expect(checkUpload({ name, size: 1 })).toBe('attachmentsExtensionDisallowedMessage');
  });

  it('allows exactly 52428800 bytes and refuses one more', () => {
    expect(MAX_UPLOAD_BYTES).toBe(52428800);
    expect(checkUpload({ name: 'a.pdf', size: 52428800 })).toBeNull();
    expect(checkUpload({ name: 'a.pdf', size: 52428801 })).toBe('attachmentsFilesizeDisallowedMessage');
    expect(checkUpload({ name: 'a.pdf', size: Number.NaN })).toBe('attachmentsFilesizeDisallowedMessage');
    expect(checkUpload({ name: 'a.pdf', size: -1 })).toBe('attachmentsFilesizeDisallowedMessage');
  });

  it('refuses an empty file and an unusable name, and keeps only the last path segment of a name', () => {
    expect(checkUpload({ name: 'a.pdf', size: 0 })).toBe('attachmentsFileEmptyMessage');
    expect(checkUpload({ name: `${'x'.repeat(1000)}.pdf`, size: 1 })).toBe('attachmentsFilenameDisallowedMessage');
    expect(checkUpload({ name: 'a\u0001b.pdf', size: 1 })).toBe('attachmentsFilenameDisallowedMessage');
    expect(checkUpload({ name: '.pdf', size: 1 })).toBe('attachmentsFilenameDisallowedMessage');
    expect(checkUpload({ name: '../../etc/rapport.pdf', size: 1 })).toBeNull();
    expect(uploadDisplayName('../../etc/rapport.pdf')).toBe('rapport.pdf');
    expect(uploadDisplayName('C:\\Users\\kari\\Årsrapport.pdf')).toBe('Årsrapport.pdf');
  });

  it('matches sniffed content against the extension', () => {
    expect(contentMatchesExtension('.pdf', 'pdf')).toBe(true);
    expect(contentMatchesExtension('.pdf', 'exe')).toBe(false);
    expect(contentMatchesExtension('.pdf', undefined)).toBe(false);
    expect(contentMatchesExtension('.docx', 'xlsx')).toBe(false);
    expect(contentMatchesExtension('.zip', 'docx')).toBe(true);
    expect(contentMatchesExtension('.JPEG', 'jpg')).toBe(true);
  });

  it('reports the extension before the size', () => {
    expect(checkUpload({ name: 'a.exe', size: 60_000_000 })).toBe('attachmentsExtensionDisallowedMessage');
  });

  it('offers the extensions for the accept attribute', () => {
    expect(UPLOAD_ACCEPT.split(',')).toHaveLength(11);
    expect(UPLOAD_ACCEPT).toContain('.xlsx');
  });
});

describe('withoutDuplicateUploads', () => {
  it('removes files with the same name, size and modified time', () => {
    const files = [
      { name: 'a.pdf', size: 1, lastModified: 5 },
      { name: 'a.pdf', size: 1, lastModified: 5 },
      { name: 'a.pdf', size: 2, lastModified: 5 },
      { name: 'a.pdf', size: 1, lastModified: 6 },
    ];
    expect(withoutDuplicateUploads(files)).toEqual([files[0], files[2], files[3]]);
  });
});
