import { z } from 'zod';
import { defineCall } from '../contract';
import { ZFisheriesExpertApprovedArea } from '../enums/fisheries-expert-approved-area';
import { VALIDATION, ZDateTime, ZInt32, ZRequiredText } from './reference-common';
import { zText } from './safe-input';

/** Fisheries expert (spec 000 section 3). */
export const ZFisheriesExpert = z.object({
  id: z.uuid(),
  firstName: z.string(),
  lastName: z.string(),
  address: z.string(),
  postNo: z.string().nullable(),
  place: z.string(),
  country: z.string(),
  phone: z.number().int().nullable(),
  approvedAreas: ZFisheriesExpertApprovedArea,
  approvedUntil: z.string().nullable(),
  isDeleted: z.boolean(),
  isInUse: z.boolean(),
});
export type TFisheriesExpert = z.infer<typeof ZFisheriesExpert>;

/**
 * Create and edit a fisheries expert (spec 000 section 5): firstName, lastName, address, place and
 * country required; phone int32; approvedUntil a date-time; postNo has no rule.
 */
export const ZFisheriesExpertInput = z.object({
  firstName: ZRequiredText,
  lastName: ZRequiredText,
  address: ZRequiredText,
  postNo: zText({ message: VALIDATION.text }).max(400, { message: VALIDATION.tooLong }).nullable().default(null),
  place: ZRequiredText,
  country: ZRequiredText,
  phone: ZInt32.nullable().default(null),
  approvedAreas: z.enum(ZFisheriesExpertApprovedArea.enum, { message: VALIDATION.choice }).default(-1),
  approvedUntil: ZDateTime.nullable().default(null),
  isDeleted: z.boolean().default(false),
});
export type TFisheriesExpertInput = z.input<typeof ZFisheriesExpertInput>;

/** Fisheries experts that may be chosen (not deleted), by first name. */
export const fisheriesExpertsCall = defineCall({
  method: 'GET',
  path: '/FisheriesExpert',
  response: z.array(ZFisheriesExpert),
  auth: 'context',
});
