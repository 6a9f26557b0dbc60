import { z } from 'zod';
import { ZGeometryType } from '../enums/geometry-type';
import { ZGovernmentReason } from '../enums/government-reason';
import { ZLawCategory } from '../enums/law-category';
import { ZLicenceKind } from '../enums/licence-kind';
import { ZSensorOption } from '../enums/sensor-type';
import { ZSourceOption } from '../enums/source-type';

/**
 * The per-type acquisition configuration (spec 002 s3 'Draft configuration'), computed by
 * acquisitionConfigOf (src/domain/draft/acquisition-config.ts) from the type and law category.
 * Empty option lists mean the sensor or source type is not offered (and not required).
 */
export const ZAcquisitionConfig = z.object({
  hasNetGeometry: z.boolean(),
  hasGrossGeometry: z.boolean(),
  allowedGeometryTypesNet: z.array(ZGeometryType),
  allowedGeometryTypesGross: z.array(ZGeometryType),
  hasShapeUpload: z.boolean(),
  hasUkooaUpload: z.boolean(),
  requiresLicence: z.boolean(),
  /** The licence kinds offered on the area step (ours: by law category, docs/decisions.md). */
  licenceKinds: z.array(ZLicenceKind),
  showDataSalable: z.boolean(),
  showKm2Quantity: z.boolean(),
  isElectromagnetic: z.boolean(),
  sensorOptions: z.object({ cableOptions: z.array(ZSensorOption), nodeOptions: z.array(ZSensorOption) }),
  sourceOptions: z.object({
    seismicOptions: z.array(ZSourceOption),
    electromagneticOptions: z.array(ZSourceOption),
  }),
  /**
   * The week reports of the type (spec 001 s3 'weekReportsConfig', spec 002 s3): the start-up report's payment and
   * shadow area, the weekly report's shadow area (planned column), and the finish report's geometry (required, its
   * types and import formats) and whether its total km² is required.
   */
  weekReportsConfig: z.object({
    startupReport: z.object({ paymentRequired: z.boolean(), shadowAreaRequired: z.boolean() }),
    weekReport: z.object({ shadowAreaRequired: z.boolean() }),
    finishReport: z.object({
      requiresGeometry: z.boolean(),
      allowedGeometryTypes: z.array(ZGeometryType),
      hasShapeUpload: z.boolean(),
      hasUkooaUpload: z.boolean(),
      totalAmountKm2FieldRequired: z.boolean(),
    }),
  }),
});
export type TAcquisitionConfig = z.infer<typeof ZAcquisitionConfig>;

/** The company a draft is reported on behalf of (law category OnBehalfOfCompany). */
export const ZDraftCompany = z.object({
  npdId: z.number().int(),
  name: z.string(),
  prefix: z.string().nullable(),
});

/**
 * Draft configuration (spec 002 s3): what the draft is, and what the wizard must show. `type` is the
 * stored type: a main type, or a detailed seabed/drilling-site type (41xxx-53xxx) from the create options.
 */
export const ZDraftConfiguration = z.object({
  lawCategory: ZLawCategory,
  type: z.number().int(),
  npdId: z.number().int(),
  govtReason: ZGovernmentReason.nullable(),
  oceanArea: z.string().nullable(),
  onBehalfOfCompany: ZDraftCompany.nullable(),
  /** The company the draft belongs to (the notifier's company, or the on-behalf company). */
  companyId: z.number().int().nullable(),
  /**
   * Is there a prefix to name the acquisition with on submit (namePrefixOf: that company's prefix, or 'SOD' for
   * government law)? Submit needs one (error companyPrefixMissing).
   */
  companyHasPrefix: z.boolean(),
  /** Result of the last geometry validation on save (validateAreas with the draft's licences). */
  isGeometryValid: z.boolean(),
  geometryErrorMessage: z.string().nullable(),
  /** Every vessel on the draft has a role other than NotKnown (false when there is none). */
  vesselRoleHasValue: z.boolean(),
  acquisitionConfig: ZAcquisitionConfig,
});
export type TDraftConfiguration = z.infer<typeof ZDraftConfiguration>;
