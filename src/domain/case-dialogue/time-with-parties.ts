import { type Party } from '../roles';
import { isApprovable, isDeclinedType, isRoutedMessage } from './statement-types';
import { routedParties, type TDialogueFacts } from './reply-action';
import { INQUIRY_TYPES, REPLY_TYPES } from '../enums/message-type';
import { expectsReply } from './inquiry-rules';
import { PARTY_KEY } from './parties';

/**
 * How long the case has waited on each party (the header's line; docs/decisions.md), from the messages:
 * - a routed message waits on each party it expects a statement from, until that party's first statement;
 * - a statement or follow-up waits on its own party (its approver) until approved or declined;
 * - a decline waits on the declining party (its case handler) until the follow-up;
 * - an inquiry waits on each party asked to answer (Required) until that party's first reply.
 * Overlapping waits of one party count once. Milliseconds per party, up to `now`.
 */
export interface TTimedFacts extends TDialogueFacts {
  createdAt: string;
}

export function timeWithParties(all: readonly TTimedFacts[], now: Date): Record<Party, number> {
  const spans: Record<number, [number, number][]> = { 1: [], 2: [], 3: [], 4: [] };
  const at = (m: TTimedFacts) => new Date(m.createdAt).getTime();
  const end = now.getTime();
  const firstAfter = (ok: (x: TTimedFacts) => boolean) => all.filter(ok).map(at).sort((a, b) => a - b)[0] ?? end;
  for (const m of all) {
    const start = at(m);
    if (isRoutedMessage(m.messageType)) {
      for (const p of routedParties(m))
        spans[p]?.push([start, firstAfter((s) => isApprovable(s.messageType) && s.authorParty === p && s.payload.routedMessageId === m.id)]);
    } else if (isApprovable(m.messageType)) {
      spans[m.authorParty]?.push([start, firstAfter((s) => s.repliesTo === m.id)]);
    } else if (isDeclinedType(m.messageType)) {
      const statement = all.find((s) => s.id === m.repliesTo);
      if (statement) spans[statement.authorParty]?.push([start, firstAfter((s) => s.repliesTo === statement.id && isApprovable(s.messageType))]);
    } else if ((INQUIRY_TYPES as readonly number[]).includes(m.messageType)) {
      const indicators = (m.payload.replyIndicators ?? {}) as Record<string, number>;
      for (const p of m.recipientParties) {
        if (p === m.authorParty || !expectsReply(indicators[PARTY_KEY[p as Party]])) continue;
        spans[p]?.push([start, firstAfter((r) => (REPLY_TYPES as readonly number[]).includes(r.messageType) && r.repliesTo === m.id && r.authorParty === p)]);
      }
    }
  }
  const total = (list: [number, number][]) => {
    let sum = 0;
    let reach = -Infinity;
    for (const [a, b] of [...list].sort((x, y) => x[0] - y[0])) {
      const from = Math.max(a, reach);
      if (b > from) sum += b - from;
      reach = Math.max(reach, b);
    }
    return sum;
  };
  return { 1: total(spans[1]!), 2: total(spans[2]!), 3: total(spans[3]!), 4: total(spans[4]!) } as Record<Party, number>;
}
