import { z } from 'zod';
import { defineCall } from '../contract';
import { ZLicenceType } from '../enums/licence-type';
import { ZGeometryInput } from '../geometry/types';
import { ZAcquisitionContactPerson } from './acquisition';
import { ZAcquisitionFisheriesExpert } from './acquisition-experts';
import { ZAcquisitionVessel } from './acquisition-vessels';
import { ZSensor, ZSource } from './draft-fields';
import { ZIdParams } from './reference-common';

/**
 * The read view of the details tab: GET /Acquisition/{id}/details/{section} (spec 001 s2.4, s3, s7). One contract
 * per section so that each answer has its own type; amendments (PUT, POST changeSubmission) are in acquisition-amendments.ts.
 * Reads follow the acquisition's visibility (404 otherwise); drafts answer too (their owners see them).
 */
export const DETAIL_SECTIONS = [
  'GeneralComment',
  'ContactPersons',
  'Conductor',
  'FisheriesExpert',
  'Amount',
  'Sensor',
  'Source',
  'Vessels',
  'TimeAndArea',
] as const;
export type TDetailSection = (typeof DETAIL_SECTIONS)[number];
export const ZDetailSection = z.enum(DETAIL_SECTIONS);

/** Additional information. */
export const ZGeneralCommentSection = z.object({ comment: z.string().nullable() });
/** Contact person and caseworker: the acquisition's contact persons of every party. */
export const ZContactPersonsSection = z.object({ contactPersons: z.array(ZAcquisitionContactPerson) });
/** Contractor: the conducting company (npdId and name). */
export const ZConductorSection = z.object({
  companyConductorNpdId: z.number().int().nullable(),
  companyConductorName: z.string().nullable(),
});
/**
 * isDeletable (spec 001 s3, s5): false for a fisheries expert or vessel that has already been at work on the survey
 * (its period has begun), which an amendment may change but not remove (docs/decisions.md).
 */
export const ZSectionFisheriesExpert = ZAcquisitionFisheriesExpert.extend({ isDeletable: z.boolean() });
export const ZFisheriesExpertSection = z.object({ fisheriesExperts: z.array(ZSectionFisheriesExpert) });
/** Quantities. */
export const ZAmountSection = z.object({
  quantityKm: z.number().nullable(),
  quantityKm2: z.number().nullable(),
  quantityTb: z.number().nullable(),
});
export const ZSensorSection = z.object({ sensor: ZSensor.nullable() });
export const ZSourceSection = z.object({ source: ZSource.nullable() });
export const ZSectionVessel = ZAcquisitionVessel.extend({ isDeletable: z.boolean() });
export const ZVesselsSection = z.object({ vessels: z.array(ZSectionVessel) });

/** Licence item of the time-and-area section (spec 001 s3). */
export const ZSectionLicence = z.object({ licenceType: ZLicenceType, npdIdLicence: z.number().int(), licenceName: z.string() });
export const ZTimeAndAreaSection = z.object({
  plannedStartDate: z.string().nullable(),
  plannedEndDate: z.string().nullable(),
  accomplishmentStartDate: z.string().nullable(),
  accomplishmentEndDate: z.string().nullable(),
  environmentalComment: z.string().nullable(),
  isDataSalable: z.boolean().nullable(),
  grossGeometry: ZGeometryInput.nullable(),
  netGeometry: ZGeometryInput.nullable(),
  productionLicences: z.array(ZSectionLicence),
  surveys: z.array(ZSectionLicence),
  co2SurveyLicence: z.array(ZSectionLicence),
  co2Exploitations: z.array(ZSectionLicence),
  co2Explorations: z.array(ZSectionLicence),
});

export const DETAIL_SECTION_SCHEMAS = {
  GeneralComment: ZGeneralCommentSection,
  ContactPersons: ZContactPersonsSection,
  Conductor: ZConductorSection,
  FisheriesExpert: ZFisheriesExpertSection,
  Amount: ZAmountSection,
  Sensor: ZSensorSection,
  Source: ZSourceSection,
  Vessels: ZVesselsSection,
  TimeAndArea: ZTimeAndAreaSection,
} as const satisfies Record<TDetailSection, z.ZodType>;
export type TDetailSectionData<S extends TDetailSection> = z.infer<(typeof DETAIL_SECTION_SCHEMAS)[S]>;

const sectionCall = <S extends TDetailSection>(section: S) =>
  defineCall({
    method: 'GET',
    path: `/Acquisition/{id}/details/${section}`,
    params: ZIdParams,
    // The acquisition's version beside the section: an amendment carries the version its edit began from.
    response: DETAIL_SECTION_SCHEMAS[section].extend({ version: z.number().int() }),
    auth: 'context',
  });

/** GET /Acquisition/{id}/details/{section}, one contract per section. */
export const detailSectionCalls = {
  GeneralComment: sectionCall('GeneralComment'),
  ContactPersons: sectionCall('ContactPersons'),
  Conductor: sectionCall('Conductor'),
  FisheriesExpert: sectionCall('FisheriesExpert'),
  Amount: sectionCall('Amount'),
  Sensor: sectionCall('Sensor'),
  Source: sectionCall('Source'),
  Vessels: sectionCall('Vessels'),
  TimeAndArea: sectionCall('TimeAndArea'),
} as const;
