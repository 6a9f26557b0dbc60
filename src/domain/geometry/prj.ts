import { isSupportedEpsg, utmZoneOf } from './crs';
import { GeometryImportError } from './errors';

/**
 * Recognises the coordinate system of a .prj file (ESRI WKT, OGC WKT1 or WKT2) as an EPSG code.
 * First by the outermost AUTHORITY/ID code, then by name, datum and zone.
 * - nothing recognisable: NotSupportetPrjStringCode;
 * - a UTM zone off the shelf (not 31-35) of a known datum: CrsNotOnNorwegianShelf;
 * - another EPSG code: CrsCodeNotSupported.
 */
export function epsgFromPrj(wkt: string): number {
  const text = wkt.replace(/^\uFEFF/, '').trim();
  if (!/^(PROJCS|GEOGCS|PROJCRS|GEOGCRS|GEODCRS|PROJECTEDCRS|GEOGRAPHICCRS)\s*\[/i.test(text)) {
    throw new GeometryImportError('NotSupportetPrjStringCode', 'not a WKT string');
  }
  const code = authorityCode(text) ?? codeFromNames(text);
  if (code === undefined) throw new GeometryImportError('NotSupportetPrjStringCode', text.slice(0, 80));
  if (isSupportedEpsg(code)) return code;
  if (utmZoneOf(code) !== undefined) throw new GeometryImportError('CrsNotOnNorwegianShelf', `EPSG:${code}`);
  throw new GeometryImportError('CrsCodeNotSupported', `EPSG:${code}`);
}

/** The EPSG authority of the outermost CRS: the AUTHORITY[...] / ID[...] directly inside its brackets. */
function authorityCode(text: string): number | undefined {
  let depth = 0;
  let inQuote = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === '"') inQuote = !inQuote;
    if (inQuote) continue;
    if (c === '[' || c === '(') depth++;
    else if (c === ']' || c === ')') depth--;
    else if (depth === 1 && (c === 'A' || c === 'a' || c === 'I' || c === 'i')) {
      const match = /^(?:AUTHORITY|ID)\s*\[\s*"EPSG"\s*,\s*"?(\d+)"?/i.exec(text.slice(i, i + 40));
      if (match && /[,\s]/.test(text[i - 1] ?? '')) return Number(match[1]);
    }
  }
  return undefined;
}

function datumBase(text: string): number | undefined {
  const t = text.toUpperCase().replace(/[\s_-]+/g, '');
  if (/ED50|EUROPEAN1950|EUROPEANDATUM1950|ED1950/.test(t)) return 23000;
  if (/ETRS89|ETRS1989|EUROPEANTERRESTRIALREFERENCESYSTEM1989/.test(t)) return 25800;
  if (/WGS84|WGS1984|WORLDGEODETICSYSTEM1984/.test(t)) return 32600;
  return undefined;
}

function codeFromNames(text: string): number | undefined {
  const upper = text.toUpperCase();
  if (/MERCATOR_AUXILIARY_SPHERE|PSEUDO[ _-]?MERCATOR|POPULAR VISUALISATION|WEB[ _]MERCATOR/.test(upper))
    return 3857;
  const base = datumBase(upper);
  if (base === undefined) return undefined;
  const isProjected = /^(PROJCS|PROJCRS|PROJECTEDCRS)/.test(upper);
  if (!isProjected) return base === 23000 ? 4230 : base === 32600 ? 4326 : 4258;
  const zone = utmZone(upper);
  return zone === undefined ? undefined : base + zone;
}

/** Zone from the name ("UTM zone 32N", "UTM_Zone_32N") or from a transverse Mercator's central meridian. */
function utmZone(upper: string): number | undefined {
  const named = /UTM[ _]?ZONE[ _]?(\d{1,2})\s*N/.exec(upper);
  if (named) return Number(named[1]);
  if (!/TRANSVERSE[ _]MERCATOR/.test(upper)) return undefined;
  const meridian = parameter(upper, /CENTRAL[ _]MERIDIAN|LONGITUDE OF NATURAL ORIGIN/);
  const scale = parameter(upper, /SCALE[ _]FACTOR/);
  const falseEasting = parameter(upper, /FALSE[ _]EASTING/);
  if (meridian === undefined || scale !== 0.9996 || falseEasting !== 500000) return undefined;
  const zone = (meridian + 183) / 6;
  return Number.isInteger(zone) ? zone : undefined;
}

function parameter(upper: string, name: RegExp): number | undefined {
  const re = new RegExp(`PARAMETER\\s*\\[\\s*"(?:${name.source})"\\s*,\\s*(-?[\\d.]+)`);
  const match = re.exec(upper);
  return match ? Number(match[1]) : undefined;
}
