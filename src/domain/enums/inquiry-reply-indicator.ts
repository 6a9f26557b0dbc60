import { z } from 'zod';

/**
 * Whether a party must reply to an inquiry (spec 001 s3). Numeric values invented, following
 * FisheriesDirectorateDemand (see docs/decisions.md).
 */
export const InquiryReplyIndicator = { Required: 10, NotRequired: 20, Optional: 30 } as const;
export type InquiryReplyIndicator = (typeof InquiryReplyIndicator)[keyof typeof InquiryReplyIndicator];
export const ZInquiryReplyIndicator = z.enum(InquiryReplyIndicator);
