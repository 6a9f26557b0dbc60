import { z } from 'zod';

/** Reply type of a statement reply (spec 001 section 3). */
export const ReplyType = {
  NoObjections: 10,
  AdviceAgainst: 20,
  NoParticularObjections: 30,
  ForwardedToMinistry: 40,
  OpinionContainsRecommendations: 50,
} as const;
export type ReplyType = (typeof ReplyType)[keyof typeof ReplyType];
export const ZReplyType = z.enum(ReplyType);

/** Reply types offered in the statement form, in this order (spec 001 s5 and s9). */
export const OFFERED_REPLY_TYPES: readonly ReplyType[] = [
  ReplyType.NoObjections,
  ReplyType.OpinionContainsRecommendations,
  ReplyType.AdviceAgainst,
];
