import { describe, expect, it } from 'vitest';
import messages from '@locales/nb/geometry.json';
import {
  GEOMETRY_IMPORT_ERROR_CODES,
  GeometryImportError,
  isGeometryImportError,
} from '@/domain/geometry/errors';

describe('geometry import errors', () => {
  it('has a Norwegian message for every code and for success', () => {
    const errors: Record<string, string> = messages.errors;
    for (const code of GEOMETRY_IMPORT_ERROR_CODES) expect(errors[code], code).toMatch(/\S{3,}/);
    expect(Object.keys(errors).sort()).toEqual([...GEOMETRY_IMPORT_ERROR_CODES].sort());
    expect(messages.conversionSucceeded).toMatch(/WGS 84/);
  });

  it('carries its code', () => {
    const error = new GeometryImportError('ZipBomb', 'entry a.shp');
    expect(isGeometryImportError(error)).toBe(true);
    expect(error.code).toBe('ZipBomb');
    expect(error).toBeInstanceOf(Error);
    expect(isGeometryImportError(new Error('x'))).toBe(false);
  });
});
