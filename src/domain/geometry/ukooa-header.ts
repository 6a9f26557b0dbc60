import { type Datum, isSupportedEpsg } from './crs';
import { GeometryImportError } from './errors';

/**
 * What the header records say about the coordinates. P1/90 puts the datum in H1400/H1500, the projection in
 * H1800 (a code and name, e.g. '001 UNIVERSAL TRANSVERSE MERCATOR'), the zone in H1900, the grid unit in H2000
 * and the projection's parameters in H2200-H2402; real files move these around (a zone written in H1800, units
 * in H1800 ('0001Metres'), 'ED50 / UTM zone 31N' or an EPSG code in any of them), so every record from H1400
 * to H2999 is read for each fact.
 */
export interface UkooaHeader {
  surveyArea?: string;
  datum?: Datum;
  /** H1800 names a projection that is not (transverse) Mercator UTM: the grid cannot be read as UTM. */
  otherProjection: boolean;
  /** Metres per grid unit (H2000): 1, or 0.3048 for feet. */
  gridUnit: number;
  zone?: number;
  centralMeridian?: number;
  /** An EPSG code written in a header record. */
  epsg?: number;
  /** Raw values by record type and modifier, e.g. '1501'. */
  values: Record<string, string>;
}

export function emptyHeader(): UkooaHeader {
  return { otherProjection: false, gridUnit: 1, values: {} };
}

function datumOfText(text: string): Datum | undefined {
  const t = text.toUpperCase().replace(/[\s_-]+/g, '');
  if (/ED50|ED1950|EUROPEAN(DATUM)?1950|INTERNATIONAL1924/.test(t)) return 'ED50';
  if (/ETRS89|ETRS1989|EUREF89|GRS1980|GRS80/.test(t)) return 'ETRS89';
  if (/WGS84|WGS1984/.test(t)) return 'WGS84';
  return undefined;
}

const isGridRecord = (type: string) => type >= '1700' && type < '3000';

/** Reads one header record into the header (H1500, the datum of the positions, wins over H1400). */
export function readHeaderRecord(header: UkooaHeader, line: string): void {
  const type = line.substring(1, 5);
  const value = line.substring(32, 80).trim();
  const whole = line.substring(5, 80);
  header.values[type] = value;
  if (type === '0100') header.surveyArea = value;
  if (type === '1400' && !header.values['1500']) header.datum = datumOfText(value) ?? header.datum;
  if (type === '1500') header.datum = datumOfText(value) ?? header.datum;
  if (!isGridRecord(type)) return;
  const epsg = /EPSG\D{0,3}(\d{4,5})/i.exec(whole);
  if (epsg) header.epsg = Number(epsg[1]);
  if (!header.values['1500'] && !header.values['1400']) header.datum = datumOfText(whole) ?? header.datum;
  // grid units: H2000 ('1 METRES', '2 FEET'); some files write them in H1800 ('0001Metres')
  const feet = type === '2000' ? /FOOT|FEET|\bFT\b/i : /^\d*\s*(FOOT|FEET|FT)\b/i;
  if ((type === '2000' || type === '1800') && feet.test(value)) {
    header.gridUnit = 0.3048;
  }
  const zone =
    /\bZONE\W{0,3}(\d{1,2})\s?N?\b/i.exec(whole) ??
    (type === '1900' ? /^0*(\d{1,2})\s?N?\b/i.exec(value) : null);
  if (zone && Number(zone[1]) >= 1 && Number(zone[1]) <= 60) header.zone = Number(zone[1]);
  if (type === '1800') {
    const names = value.toUpperCase();
    header.otherProjection =
      /LAMBERT|STEREO|CASSINI|OBLIQUE|SKEW|POLYCONIC|ALBERS|NEW ZEALAND/.test(names) ||
      (/MERCATOR/.test(names) && !/TRANSVERSE|UTM|\bTM\b/.test(names));
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

/** The UTM zone the header gives: H1900 (or 'zone 31' anywhere), else the central meridian of H2200. */
export function headerZone(header: UkooaHeader): number | undefined {
  if (header.zone !== undefined) return header.zone;
  if (header.centralMeridian === undefined) return undefined;
  const fromMeridian = (header.centralMeridian + 183) / 6;
  return Number.isInteger(fromMeridian) ? fromMeridian : undefined;
}

/** EPSG of the easting/northing columns, undefined when the header does not say. */
export function gridEpsg(header: UkooaHeader): number | undefined {
  if (
    header.epsg !== undefined &&
    isSupportedEpsg(header.epsg) &&
    header.epsg !== 4230 &&
    header.epsg !== 4326
  ) {
    return header.epsg;
  }
  const zone = headerZone(header);
  if (!header.datum || zone === undefined || header.otherProjection) return undefined;
  const epsg = BASE[header.datum] + zone;
  if (!isSupportedEpsg(epsg)) throw new GeometryImportError('CrsNotOnNorwegianShelf', `UTM zone ${zone}`);
  return epsg;
}

/** EPSG of a UTM zone on a datum (undefined when not supported). */
export function utmEpsg(datum: Datum, zone: number): number | undefined {
  const epsg = BASE[datum] + zone;
  return isSupportedEpsg(epsg) ? epsg : undefined;
}

/** EPSG of the latitude/longitude columns (ETRS89 is taken as WGS 84). */
export function geographicEpsg(datum: Datum | undefined): number | undefined {
  if (!datum) return undefined;
  return datum === 'ED50' ? 4230 : 4326;
}
