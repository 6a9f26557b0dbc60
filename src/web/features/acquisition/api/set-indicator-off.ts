import { useMutation, useQueryClient } from '@tanstack/react-query';
import { infoIconOffCall, setClockOffCall, setReplyIndicatorOffCall } from '@/domain/schemas/messages';
import { callApi } from '../../../api/client';
import { useSession } from '@/web/session/use-session';
import { acquisitionKeys } from './acquisition-keys';
import { replaceTimelineMessage, type TTimelinePages } from './get-timeline';

export type Indicator = 'clock' | 'star' | 'eye';

const CALLS = { clock: setClockOffCall, star: setReplyIndicatorOffCall, eye: infoIconOffCall } as const;

/**
 * Switches a message's deadline clock, pending-task star or to-information eye off, once (spec 001 s4.5). The answer
 * (the message as the viewer now sees it) replaces the card; the overview's indicators are asked again.
 */
export function useSetIndicatorOff(acquisitionId: string) {
  const { contextToken } = useSession();
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ messageId, indicator }: { messageId: string; indicator: Indicator }) =>
      callApi(CALLS[indicator], { params: { id: messageId } }),
    onSuccess: (message) => {
      client.setQueryData<TTimelinePages>(acquisitionKeys.timeline(contextToken, acquisitionId), (data) => replaceTimelineMessage(data, message));
      void client.invalidateQueries({ queryKey: ['overview'] });
    },
  });
}
