import { z } from 'zod';
import { type SeismicOption } from './seismic-option';

/** Main acquisition (survey) types (spec 000 s3, spec 002 s3). */
export const AcquisitionMainType = {
  Electromagnetic2D: 1210,
  Electromagnetic3D: 1220,
  Electromagnetic4D: 1230,
  Ordinary2D: 2511,
  Ordinary3D: 2521,
  Ordinary4D: 2531,
  OrdinaryNodes: 2541,
  SeabedSeismic2D: 3410,
  SeabedSeismic3D: 3420,
  SeabedSeismic4DNoder: 3440,
  SeabedSeismic4DPrm: 3450,
  SeabedSurvey: 40000,
  DrillingSiteSurvey: 50000,
  Unknown: -1,
} as const;
export type AcquisitionMainType = (typeof AcquisitionMainType)[keyof typeof AcquisitionMainType];
export const ZAcquisitionMainType = z.enum(AcquisitionMainType);

/**
 * Detailed types of seabed (4SXYZ) and drilling-site (5SXYZ) surveys. S is the SeismicOption
 * (1 non-seismic, 2 2D, 3 3D); X, Y, Z are 1 when sampling, ground drilling and geotechnical
 * measurement (Sample, Ground, Geo) are included. Non-seismic needs at least one of them.
 * The concrete codes are ours (docs/decisions.md).
 */
const AcquisitionDetailedType = {
  SeabedSurveyNonSeismicSample: 41100,
  SeabedSurveyNonSeismicGround: 41010,
  SeabedSurveyNonSeismicGeo: 41001,
  SeabedSurveyNonSeismicSampleGround: 41110,
  SeabedSurveyNonSeismicSampleGeo: 41101,
  SeabedSurveyNonSeismicGroundGeo: 41011,
  SeabedSurveyNonSeismicSampleGroundGeo: 41111,
  SeabedSurvey2D: 42000,
  SeabedSurvey2DSample: 42100,
  SeabedSurvey2DGround: 42010,
  SeabedSurvey2DGeo: 42001,
  SeabedSurvey2DSampleGround: 42110,
  SeabedSurvey2DSampleGeo: 42101,
  SeabedSurvey2DGroundGeo: 42011,
  SeabedSurvey2DSampleGroundGeo: 42111,
  SeabedSurvey3D: 43000,
  SeabedSurvey3DSample: 43100,
  SeabedSurvey3DGround: 43010,
  SeabedSurvey3DGeo: 43001,
  SeabedSurvey3DSampleGround: 43110,
  SeabedSurvey3DSampleGeo: 43101,
  SeabedSurvey3DGroundGeo: 43011,
  SeabedSurvey3DSampleGroundGeo: 43111,
  DrillingSiteSurveyNonSeismicSample: 51100,
  DrillingSiteSurveyNonSeismicGround: 51010,
  DrillingSiteSurveyNonSeismicGeo: 51001,
  DrillingSiteSurveyNonSeismicSampleGround: 51110,
  DrillingSiteSurveyNonSeismicSampleGeo: 51101,
  DrillingSiteSurveyNonSeismicGroundGeo: 51011,
  DrillingSiteSurveyNonSeismicSampleGroundGeo: 51111,
  DrillingSiteSurvey2D: 52000,
  DrillingSiteSurvey2DSample: 52100,
  DrillingSiteSurvey2DGround: 52010,
  DrillingSiteSurvey2DGeo: 52001,
  DrillingSiteSurvey2DSampleGround: 52110,
  DrillingSiteSurvey2DSampleGeo: 52101,
  DrillingSiteSurvey2DGroundGeo: 52011,
  DrillingSiteSurvey2DSampleGroundGeo: 52111,
  DrillingSiteSurvey3D: 53000,
  DrillingSiteSurvey3DSample: 53100,
  DrillingSiteSurvey3DGround: 53010,
  DrillingSiteSurvey3DGeo: 53001,
  DrillingSiteSurvey3DSampleGround: 53110,
  DrillingSiteSurvey3DSampleGeo: 53101,
  DrillingSiteSurvey3DGroundGeo: 53011,
  DrillingSiteSurvey3DSampleGroundGeo: 53111,
} as const;

/** Every acquisition type: the main types and the detailed seabed and drilling-site variants. */
export const AcquisitionType = { ...AcquisitionMainType, ...AcquisitionDetailedType } as const;
export type AcquisitionType = (typeof AcquisitionType)[keyof typeof AcquisitionType];
export const ZAcquisitionType = z.enum(AcquisitionType);
export const ZAcquisitionTypeParam = z.coerce.number().pipe(ZAcquisitionType);

/** Extra options of seabed and drilling-site surveys (create payload additionalOptions, spec 002 s3). */
export interface AdditionalOptions {
  sampling: boolean;
  groundDrilling: boolean;
  geotechnicalMeasurement: boolean;
}

/** Main types that take a seismic option and extra options (spec 002 s2). */
export function needsAdditionalOptions(mainType: number): boolean {
  return mainType === AcquisitionMainType.SeabedSurvey || mainType === AcquisitionMainType.DrillingSiteSurvey;
}

/** The detailed type for a seabed or drilling-site survey; undefined when the combination does not exist. */
export function detailedAcquisitionType(
  mainType: number,
  seismicOption: SeismicOption,
  options: AdditionalOptions,
): AcquisitionType | undefined {
  if (!needsAdditionalOptions(mainType)) return undefined;
  const code =
    mainType +
    seismicOption * 1000 +
    (options.sampling ? 100 : 0) +
    (options.groundDrilling ? 10 : 0) +
    (options.geotechnicalMeasurement ? 1 : 0);
  const result = ZAcquisitionType.safeParse(code);
  return result.success ? result.data : undefined;
}

/** Splits a type into its main type and, for detailed types, the seismic option and extra options. */
export function acquisitionTypeParts(type: AcquisitionType): {
  mainType: AcquisitionMainType;
  seismicOption?: SeismicOption;
  options?: AdditionalOptions;
} {
  const main = ZAcquisitionMainType.safeParse(type);
  if (main.success) return { mainType: main.data };
  const family = Math.floor(type / 10000);
  return {
    mainType: family === 4 ? AcquisitionMainType.SeabedSurvey : AcquisitionMainType.DrillingSiteSurvey,
    seismicOption: (Math.floor(type / 1000) % 10) as SeismicOption,
    options: {
      sampling: Math.floor(type / 100) % 10 === 1,
      groundDrilling: Math.floor(type / 10) % 10 === 1,
      geotechnicalMeasurement: type % 10 === 1,
    },
  };
}

/**
 * The types a type filter matches: each chosen type, and for a seabed or drilling-site survey every detailed type of it
 * (a draft stores 41101 for a seabed survey with sampling and geotechnical measurement; filtering on 40000 finds it).
 */
export function typesWithDetails(types: readonly number[]): number[] {
  const families = new Set(types.filter(needsAdditionalOptions).map((type) => Math.floor(type / 10000)));
  if (families.size === 0) return [...types];
  const details = Object.values(AcquisitionType).filter(
    (type) => type > 10000 && type % 10000 !== 0 && families.has(Math.floor(type / 10000)),
  );
  return [...new Set([...types, ...details])];
}
