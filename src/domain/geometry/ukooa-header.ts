import { type Datum, isSupportedEpsg } from './crs';
import { GeometryImportError } from './errors';

/** What the header records (H1400/H1500/H1501/H1800/H1900/H2000/H2200) say about the coordinates. */
export interface UkooaHeader {
  surveyArea?: string;
  datum?: Datum;
  isUtm: boolean;
  /** Metres per grid unit (H2000): 1, or 0.3048 for feet. */
  gridUnit: number;
  zone?: number;
  centralMeridian?: number;
  /** Raw values by record type and modifier, e.g. '1501'. */
  values: Record<string, string>;
}

export function emptyHeader(): UkooaHeader {
  return { isUtm: false, gridUnit: 1, values: {} };
}

function datumOfText(text: string): Datum | undefined {
  const t = text.toUpperCase().replace(/[\s_-]+/g, '');
  if (/ED50|ED1950|EUROPEAN(DATUM)?1950|INTERNATIONAL1924/.test(t)) return 'ED50';
  if (/ETRS89|ETRS1989|GRS1980|GRS80/.test(t)) return 'ETRS89';
  if (/WGS84|WGS1984/.test(t)) return 'WGS84';
  return undefined;
}

/** Reads one header record into the header (H1500, the datum of the positions, wins over H1400). */
export function readHeaderRecord(header: UkooaHeader, line: string): void {
  const type = line.substring(1, 5);
  const value = line.substring(32, 80).trim();
  header.values[type] = value;
  if (type === '0100') header.surveyArea = value;
  if (type === '1400' && !header.values['1500']) header.datum = datumOfText(value) ?? header.datum;
  if (type === '1500') header.datum = datumOfText(value) ?? header.datum;
  if (type === '2000' && /FOOT|FEET|\bFT\b/i.test(value)) header.gridUnit = 0.3048;
  if (type === '1800') header.isUtm = /UTM|UNIVERSAL TRANSVERSE|TRANSVERSE MERCATOR/i.test(value);
  if (type === '1900') {
    const zone = /(\d{1,2})/.exec(value);
    if (zone) header.zone = Number(zone[1]);
  }
  if (type === '2200') {
    const parts = /^(-?\d+(?:\.\d+)?)(?:\s+(\d+)\s+(\d+(?:\.\d+)?))?\s*([EW])?/i.exec(value);
    if (parts) {
      const degrees = Number(parts[1]) + Number(parts[2] ?? 0) / 60 + Number(parts[3] ?? 0) / 3600;
      header.centralMeridian = parts[4]?.toUpperCase() === 'W' ? -degrees : degrees;
    }
  }
}

const BASE: Record<Datum, number> = { ED50: 23000, WGS84: 32600, ETRS89: 25800 };

/** EPSG of the easting/northing columns, undefined when the header does not say. */
export function gridEpsg(header: UkooaHeader): number | undefined {
  if (!header.datum) return undefined;
  let zone = header.zone;
  if (zone === undefined && header.centralMeridian !== undefined) {
    const fromMeridian = (header.centralMeridian + 183) / 6;
    if (Number.isInteger(fromMeridian)) zone = fromMeridian;
  }
  if (zone === undefined || (!header.isUtm && header.values['1800'] !== undefined)) return undefined;
  const epsg = BASE[header.datum] + zone;
  if (!isSupportedEpsg(epsg)) throw new GeometryImportError('CrsNotOnNorwegianShelf', `UTM zone ${zone}`);
  return epsg;
}

/** EPSG of the latitude/longitude columns (ETRS89 is taken as WGS 84). */
export function geographicEpsg(datum: Datum | undefined): number | undefined {
  if (!datum) return undefined;
  return datum === 'ED50' ? 4230 : 4326;
}
