import {
  AcquisitionMainType as T,
  acquisitionTypeParts,
  type AcquisitionType,
} from '../enums/acquisition-type';
import { GeometryType, type GeometryType as TGeometryType } from '../enums/geometry-type';
import { LawCategory } from '../enums/law-category';
import { LicenceKind } from '../enums/licence-kind';
import { SeismicOption } from '../enums/seismic-option';
import { CABLE_OPTIONS, NODE_OPTIONS } from '../enums/sensor-type';
import { ELECTROMAGNETIC_OPTIONS, SEISMIC_OPTIONS } from '../enums/source-type';
import type { TAcquisitionConfig } from '../schemas/draft-config';

/**
 * The per-type acquisition configuration (spec 002 s3), decided per type code (docs/decisions.md):
 * - Electromagnetic (12x0) and seismic (25x1, 34x0) surveys have a net area (the lines sailed, a
 *   polyline for 2D, a polygon otherwise) and a gross area (polygon, the whole operating area);
 *   both may come from a shapefile or a UKOOA P1/90 file; data may be salable; km² is shown for
 *   everything but 2D.
 * - Seabed (4xxxx) and drilling-site (5xxxx) surveys have a gross area only (polygon or route line),
 *   shapefile only; non-seismic variants have no sensor or source; 2D/3D variants have a seismic cable
 *   and source; km² for 3D.
 * - Sensors: towed cables for ordinary seismic, nodes for node surveys, cable and node for seabed
 *   seismic 2D/3D, nodes for 4D nodes, cable (permanent) for PRM; electromagnetic: nodes (receivers).
 * - Licences are required under petroleum law (production and survey licences) and CO2 storage
 *   law (CO2 licences); not for government law or on behalf of a company.
 * - Start-up report: payment (area fee) required for seismic and electromagnetic surveys under
 *   petroleum law; a shadow area for 3D/4D seismic (also in the weekly report's planned column).
 * - Finish report: the area actually acquired (lines for 2D, a polygon otherwise) is required for seismic and
 *   electromagnetic surveys, from the same files as the net area; total km² required where km² is shown.
 */
const POLYGON: TGeometryType[] = [GeometryType.Polygon];
const LINES: TGeometryType[] = [GeometryType.Polyline, GeometryType.LineString];
const ANY: TGeometryType[] = [GeometryType.Polygon, GeometryType.Polyline, GeometryType.LineString];

type Family = 'electromagnetic' | 'seismic' | 'seabedSeismic' | 'seabedSurvey' | 'drillingSite' | 'unknown';

function familyOf(mainType: number): Family {
  if (mainType >= 1200 && mainType < 1300) return 'electromagnetic';
  if (mainType >= 2500 && mainType < 2600) return 'seismic';
  if (mainType >= 3400 && mainType < 3500) return 'seabedSeismic';
  if (mainType === T.SeabedSurvey) return 'seabedSurvey';
  if (mainType === T.DrillingSiteSurvey) return 'drillingSite';
  return 'unknown';
}

const IS_2D = new Set<number>([T.Electromagnetic2D, T.Ordinary2D, T.SeabedSeismic2D]);
const IS_4D_OR_3D = new Set<number>([
  T.Ordinary3D,
  T.Ordinary4D,
  T.SeabedSeismic3D,
  T.SeabedSeismic4DNoder,
  T.SeabedSeismic4DPrm,
]);

/** Licence kinds offered (and, when requiresLicence, one required) per law category. */
export function licenceKindsOf(lawCategory: number | null): LicenceKind[] {
  if (lawCategory === LawCategory.PetroleumLaw) return [LicenceKind.Production, LicenceKind.Survey];
  if (lawCategory === LawCategory.Co2StorageLaw)
    return [LicenceKind.Co2Exploration, LicenceKind.Co2Exploitation, LicenceKind.Co2Survey];
  return [];
}

function sensorOf(family: Family, mainType: number, seismic: boolean): TAcquisitionConfig['sensorOptions'] {
  const none = { cableOptions: [], nodeOptions: [] };
  const cable = [...CABLE_OPTIONS];
  const node = [...NODE_OPTIONS];
  switch (family) {
    case 'electromagnetic':
      return { cableOptions: [], nodeOptions: node };
    case 'seismic':
      return mainType === T.OrdinaryNodes
        ? { cableOptions: [], nodeOptions: node }
        : { cableOptions: cable, nodeOptions: [] };
    case 'seabedSeismic':
      if (mainType === T.SeabedSeismic4DNoder) return { cableOptions: [], nodeOptions: node };
      if (mainType === T.SeabedSeismic4DPrm) return { cableOptions: cable, nodeOptions: [] };
      return { cableOptions: cable, nodeOptions: node };
    case 'seabedSurvey':
    case 'drillingSite':
      return seismic ? { cableOptions: cable, nodeOptions: [] } : none;
    default:
      return none;
  }
}

/** The configuration of a stored type (main or detailed) under a law category. */
export function acquisitionConfigOf(type: number, lawCategory: number | null): TAcquisitionConfig {
  const parts = acquisitionTypeParts(type as AcquisitionType);
  const mainType = parts.mainType;
  const family = familyOf(mainType);
  const seismicOption = parts.seismicOption;
  const isSurveyLike = family === 'seabedSurvey' || family === 'drillingSite';
  const seismic = isSurveyLike
    ? seismicOption === SeismicOption.TwoD || seismicOption === SeismicOption.ThreeD
    : family !== 'unknown';
  const licenceKinds = licenceKindsOf(lawCategory);
  const isSeismicFamily = family === 'electromagnetic' || family === 'seismic' || family === 'seabedSeismic';
  const is2D = IS_2D.has(mainType) || (isSurveyLike && seismicOption === SeismicOption.TwoD);
  const areaBased = isSeismicFamily ? !is2D : isSurveyLike && seismicOption === SeismicOption.ThreeD;
  return {
    hasNetGeometry: isSeismicFamily,
    hasGrossGeometry: family !== 'unknown',
    allowedGeometryTypesNet: isSeismicFamily ? (is2D ? LINES : POLYGON) : [],
    allowedGeometryTypesGross: isSurveyLike ? ANY : POLYGON,
    hasShapeUpload: family !== 'unknown',
    hasUkooaUpload: isSeismicFamily,
    requiresLicence: licenceKinds.length > 0 && family !== 'unknown',
    licenceKinds,
    showDataSalable: isSeismicFamily,
    showKm2Quantity: areaBased,
    isElectromagnetic: family === 'electromagnetic',
    sensorOptions: sensorOf(family, mainType, seismic),
    sourceOptions: {
      seismicOptions: seismic && family !== 'electromagnetic' ? [...SEISMIC_OPTIONS] : [],
      electromagneticOptions: family === 'electromagnetic' ? [...ELECTROMAGNETIC_OPTIONS] : [],
    },
    weekReportsConfig: {
      startupReport: {
        paymentRequired: lawCategory === LawCategory.PetroleumLaw && isSeismicFamily,
        shadowAreaRequired: IS_4D_OR_3D.has(mainType),
      },
      weekReport: { shadowAreaRequired: IS_4D_OR_3D.has(mainType) },
      finishReport: {
        requiresGeometry: isSeismicFamily,
        allowedGeometryTypes: isSeismicFamily ? (is2D ? LINES : POLYGON) : isSurveyLike ? ANY : POLYGON,
        hasShapeUpload: family !== 'unknown',
        hasUkooaUpload: isSeismicFamily,
        totalAmountKm2FieldRequired: areaBased,
      },
    },
  };
}

export function hasSensorOptions(config: TAcquisitionConfig): boolean {
  return config.sensorOptions.cableOptions.length > 0 || config.sensorOptions.nodeOptions.length > 0;
}
export function hasSourceOptions(config: TAcquisitionConfig): boolean {
  return (
    config.sourceOptions.seismicOptions.length > 0 || config.sourceOptions.electromagneticOptions.length > 0
  );
}
