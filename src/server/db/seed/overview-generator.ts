import { AccomplishmentStatus as S } from '../../../domain/enums/accomplishment-status';
import { AcquisitionMainType as T } from '../../../domain/enums/acquisition-type';
import { GovernmentReason } from '../../../domain/enums/government-reason';
import { LawCategory as L } from '../../../domain/enums/law-category';
import { OceanArea } from '../../../domain/enums/ocean-area';
import type { TGeometryInput } from '../../../domain/geometry/types';
import { addDays } from '../../../domain/overview/time-slider';
import { pointIn, seededRandom, surveyLines, surveyPolygon, type Random } from './overview-shapes';

const STATUSES = [S.Under_Behandling, S.Planlagt, S.Pågående, S.Pause, S.Ferdig, S.FerdigMedDokumentasjon, S.Avlyst, S.Utkast, S.Ikke_Kjent];
const TYPES = Object.values(T).filter((t) => t !== T.Unknown);
const AREAS = Object.values(OceanArea);
const LAWS = [L.PetroleumLaw, L.PetroleumLaw, L.PetroleumLaw, L.Co2StorageLaw, L.PerformedByGovernment, L.OnBehalfOfCompany, L.ScientificExplorationLaw];
/** Companies of the demo data with their prefixes (1003 has none). */
const COMPANIES: [number, string][] = [[1001, 'NKE'], [1002, 'VPA'], [1003, ''], [1004, 'HBG'], [1005, 'SKL']];
const AREA_NAMES: Record<OceanArea, string[]> = {
  NORDSJOEN: ['Troll', 'Oseberg', 'Ekofisk', 'Sleipner', 'Tampen', 'Frigg', 'Gullfaks', 'Johan Sverdrup'],
  NORSKEHAVET: ['Heidrun', 'Draugen', 'Åsgard', 'Norne', 'Aasta Hansteen', 'Kristin', 'Njord'],
  BARENTSHAVET: ['Snøhvit', 'Goliat', 'Johan Castberg', 'Wisting', 'Hoop', 'Loppa'],
  GRONLANDSHAVET: ['Jan Mayen', 'Mohnsryggen', 'Vestisen'],
};
const TYPE_NAMES: Record<number, string> = { 1210: 'EM 2D', 1220: 'EM 3D', 1230: 'EM 4D', 2511: '2D', 2521: '3D', 2531: '4D', 2541: 'noder', 3410: 'havbunn 2D', 3420: 'havbunn 3D', 3440: 'havbunn 4D noder', 3450: 'havbunn PRM', 40000: 'havbunnsundersøkelse', 50000: 'grunnundersøkelse' };

export interface TGeneratedAcquisition {
  acquisition: {
    id: string;
    npdId: number;
    name: string;
    status: number;
    type: number;
    lawCategory: number;
    govtReason: number | null;
    companyId: number;
    plannedStartDate: string;
    plannedEndDate: string;
    oceanArea: string;
  };
  gross: TGeometryInput | null;
  net: TGeometryInput | null;
  actual: { actualStartDate: string | null; actualEndDate: string | null } | null;
}

const pick = <T>(random: Random, list: readonly T[]): T => list[Math.floor(random() * list.length)];

function uuidOf(random: Random): string {
  const hex = Array.from({ length: 32 }, () => Math.floor(random() * 16).toString(16));
  hex[12] = '4';
  hex[16] = '89ab'[Math.floor(random() * 4)];
  const h = hex.join('');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

function areaOf(random: Random, type: number, area: OceanArea, withGeometry: boolean): TGeometryInput | null {
  if (!withGeometry) return null;
  const [lon, lat] = pointIn(random, area);
  const geometry =
    type === T.Ordinary2D || type === T.Electromagnetic2D || type === T.SeabedSeismic2D
      ? surveyLines(random, lon, lat, 20 + random() * 60, 2 + Math.floor(random() * 6))
      : surveyPolygon(random, lon, lat, 3 + random() * 25, 8 + Math.floor(random() * 40));
  return { geometry, loadedFromFile: random() < 0.3, transformationToWgs84: null, csOriginWkId: 4326 };
}

/**
 * `count` realistic acquisitions: every status, main type, ocean area and law category, dates from two
 * years back to a year ahead, geometries on the shelf (a few drafts without one). npdIds from `firstNpdId`.
 */
export function generateAcquisitions(count: number, options: { seed?: number; today: string; firstNpdId?: number }): TGeneratedAcquisition[] {
  const random = seededRandom(options.seed ?? 42);
  const out: TGeneratedAcquisition[] = [];
  for (let i = 0; i < count; i++) {
    const status = STATUSES[i % STATUSES.length];
    const type = TYPES[Math.floor(random() * TYPES.length)];
    const area = AREAS[i % AREAS.length];
    const law = pick(random, LAWS);
    const [companyId, prefix] = pick(random, COMPANIES);
    const start = addDays(options.today, Math.floor(random() * 1095) - 730);
    const end = addDays(start, 7 + Math.floor(random() * 120));
    const year = start.slice(2, 4);
    const name = `${prefix}${year}${String(i % 100).padStart(2, '0')} ${pick(random, AREA_NAMES[area])} ${TYPE_NAMES[type] ?? ''}`.trim();
    const hasGeometry = status !== S.Utkast || random() < 0.7;
    const started = status === S.Pågående || status === S.Pause || status === S.Ferdig || status === S.FerdigMedDokumentasjon;
    const finished = status === S.Ferdig || status === S.FerdigMedDokumentasjon;
    const gross = areaOf(random, type, area, hasGeometry);
    out.push({
      acquisition: {
        id: uuidOf(random),
        npdId: (options.firstNpdId ?? 100_000) + i,
        name,
        status,
        type,
        lawCategory: law,
        govtReason: law === L.PerformedByGovernment ? pick(random, Object.values(GovernmentReason)) : null,
        companyId,
        plannedStartDate: start,
        plannedEndDate: end,
        oceanArea: area,
      },
      gross,
      net: gross && random() < 0.2 ? gross : null,
      actual: started ? { actualStartDate: addDays(start, Math.floor(random() * 5)), actualEndDate: finished ? addDays(end, Math.floor(random() * 10) - 5) : null } : null,
    });
  }
  return out;
}
