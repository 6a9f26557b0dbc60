import { z } from 'zod';

/**
 * The diff of a change submission (spec 001 s3 'Diff'): what changed in one details section, computed by the same
 * domain code in the browser (the dialog, an amendment prepared offline) and in the service (which never trusts the
 * client's diff). Values are raw (dates YYYY-MM-DD, enum numbers, km² for areas); the web turns attributeName and
 * values into Norwegian labels (locales/nb/amendments.json).
 */
export const CHANGE_SUBMISSION_ACTIONS = ['Add', 'Delete', 'Modified', 'NoChanges'] as const;
export const ZChangeSubmissionAction = z.enum(CHANGE_SUBMISSION_ACTIONS);
export type TChangeSubmissionAction = z.infer<typeof ZChangeSubmissionAction>;

/** What a change is about: the section's own fields, or an item of one of its lists. */
export const DIFF_OBJECT_TYPES = [
  'Acquisition',
  'Sensor',
  'Source',
  'Geometry',
  'Licence',
  'Vessel',
  'VesselHarbour',
  'FisheriesExpert',
  'ContactPerson',
] as const;
export const ZDiffObjectType = z.enum(DIFF_OBJECT_TYPES);
export type TDiffObjectType = z.infer<typeof ZDiffObjectType>;

export const ZDiffValue = z.union([z.string(), z.number(), z.boolean(), z.null()]);
export type TDiffValue = z.infer<typeof ZDiffValue>;

/**
 * One change. For an item added or removed, attributeName is null and the item's title is the new or previous
 * value; for a changed field, attributeName names the field and title the item (null for the section's own fields).
 * parentTitle names the item a nested item belongs to (the vessel of a port of call).
 */
export const ZDiffChange = z.object({
  changeSubmissionAction: ZChangeSubmissionAction.exclude(['NoChanges']),
  objectType: ZDiffObjectType,
  attributeName: z.string().nullable(),
  prevValue: ZDiffValue,
  newValue: ZDiffValue,
  title: z.string().nullable(),
  parentTitle: z.string().nullable(),
});
export type TDiffChange = z.infer<typeof ZDiffChange>;

/** The change of one area (gross or net): its size before and after, and the km² added and removed (polygons). */
export const ZGeometryChange = z.object({
  kind: z.enum(['gross', 'net']),
  prevKm2: z.number().nullable(),
  newKm2: z.number().nullable(),
  addedKm2: z.number().nullable(),
  removedKm2: z.number().nullable(),
});
export type TGeometryChange = z.infer<typeof ZGeometryChange>;

export const ZSectionDiff = z.object({
  changeSubmissionAction: ZChangeSubmissionAction,
  changes: z.array(ZDiffChange),
  anyChanges: z.boolean(),
  requiresProceedings: z.boolean(),
  /** The time period (planned start or end) changed. */
  timeChanges: z.boolean(),
  geometryChanges: z.array(ZGeometryChange),
});
export type TSectionDiff = z.infer<typeof ZSectionDiff>;
