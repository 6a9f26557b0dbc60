import { GeometryImportError } from './errors';
import { SHAPEFILE_EXTENSIONS } from './import-extensions';
import { epsgFromPrj } from './prj';
import { projectParts } from './project-parts';
import { assembleLines, assemblePolygons } from './rings';
import { type ShpKind, readShp } from './shp-reader';
import type { LonLat, TGeometryInput, TGeometryKind } from './types';
import { MAX_IMPORT_FILE_BYTES, type ZipEntry, extractZipEntry, readZipEntries } from './zip-reader';
export { SHAPEFILE_EXTENSIONS };

/** A .prj is one WKT string of a few hundred characters. */
const MAX_PRJ_BYTES = 64 * 1024;

export interface ShapefileImportOptions {
  /** The uploaded file's name; when given its extension must be .zip or .shz. */
  fileName?: string;
  /** Geometry types the survey type allows (acquisitionConfig.allowedGeometryTypes*); default: all. */
  allowedTypes?: readonly TGeometryKind[];
}

const lower = (name: string) => name.toLowerCase();
const stem = (name: string) => lower(name).replace(/\.[^./]*$/, '');
/** Skips folders, macOS resource forks and hidden files ("./" prefixes are fine). */
const isContent = (e: ZipEntry) => !e.name.endsWith('/') && !/(^|\/)(__MACOSX\/|\.[^/])/.test(e.name);

export function isAllowedKind(kind: ShpKind, allowed?: readonly TGeometryKind[]): boolean {
  if (!allowed) return true;
  return kind === 'Polygon'
    ? allowed.includes('Polygon')
    : allowed.includes('Polyline') || allowed.includes('LineString');
}

/**
 * Reads a zipped shapefile (.zip or .shz holding .shp and .prj; .shx and .dbf are not needed) into one
 * WGS 84 geometry. Several layers in one archive are merged; they must share their kind.
 */
export async function importShapefileZip(
  input: ArrayBuffer | Uint8Array,
  options: ShapefileImportOptions = {},
): Promise<TGeometryInput> {
  const bytes = input instanceof Uint8Array ? input : new Uint8Array(input);
  if (bytes.length > MAX_IMPORT_FILE_BYTES)
    throw new GeometryImportError('FileTooLarge', `${bytes.length} bytes`);
  if (
    options.fileName !== undefined &&
    !SHAPEFILE_EXTENSIONS.some((ext) => lower(options.fileName ?? '').endsWith(ext))
  ) {
    throw new GeometryImportError('FileExtenstionNotSupported', options.fileName);
  }
  const entries = readZipEntries(bytes).filter(isContent);
  const shps = entries.filter((e) => lower(e.name).endsWith('.shp'));
  if (shps.length === 0) throw new GeometryImportError('NoGeometryFound', 'no .shp in the archive');
  const prjs = entries.filter((e) => lower(e.name).endsWith('.prj'));

  let kind: ShpKind | undefined;
  let csOriginWkId = 0;
  let transformationToWgs84: number | null = null;
  const parts: LonLat[][] = [];
  for (const [index, shp] of shps.entries()) {
    const prj =
      prjs.find((p) => stem(p.name) === stem(shp.name)) ?? (prjs.length === 1 ? prjs[0] : undefined);
    if (!prj) throw new GeometryImportError('importMissingPrjFileError', shp.name);
    if (prj.size > MAX_PRJ_BYTES)
      throw new GeometryImportError('NotSupportetPrjStringCode', `${prj.name}: ${prj.size} bytes`);
    const epsg = epsgFromPrj(new TextDecoder().decode(await extractZipEntry(bytes, prj)));
    const layer = readShp(await extractZipEntry(bytes, shp));
    if (!isAllowedKind(layer.kind, options.allowedTypes) || (kind && kind !== layer.kind)) {
      throw new GeometryImportError('InvalidGeometryType', `${shp.name}: ${layer.kind}`);
    }
    kind = layer.kind;
    const transformation = projectParts(layer.parts, epsg, layer.recordStarts);
    if (index === 0) {
      csOriginWkId = epsg;
      transformationToWgs84 = transformation;
    }
    for (const part of layer.parts) parts.push(part);
  }
  const geometry = kind === 'Polygon' ? assemblePolygons(parts) : assembleLines(parts);
  return { geometry, loadedFromFile: true, csOriginWkId, transformationToWgs84 };
}
