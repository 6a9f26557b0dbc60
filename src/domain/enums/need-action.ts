import { z } from 'zod';

/** What a message needs from the current user (replyAction, spec 000 section 3). */
export const NeedAction = { NoActions: 0, NeedApproval: 1, NeedReply: 2, NeedFollowUp: 3 } as const;
export type NeedAction = (typeof NeedAction)[keyof typeof NeedAction];
export const ZNeedAction = z.enum(NeedAction);
