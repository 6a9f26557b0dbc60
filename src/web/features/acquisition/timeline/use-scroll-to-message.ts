import type { Virtualizer } from '@tanstack/react-virtual';
import { useEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { TTimelineMessage } from '@/domain/schemas/messages';

/**
 * '?message=<id>' (a task of 'Mine oppgaver', a link in a notification mail): once the message is in the list, the
 * virtualizer scrolls to it (by its index: its card is not rendered until then), and once its card is rendered it is
 * focused, once per link.
 */
export function useScrollToMessage(
  virtualizer: Virtualizer<Window, HTMLLIElement>,
  messages: TTimelineMessage[],
): string | null {
  const [params] = useSearchParams();
  const target = params.get('message');
  const index = useMemo(
    () => (target ? messages.findIndex((m) => m.messageId === target) : -1),
    [messages, target],
  );
  const scrolled = useRef<string | null>(null);
  const focused = useRef<string | null>(null);
  useEffect(() => {
    if (!target || index < 0 || scrolled.current === target) return;
    scrolled.current = target;
    virtualizer.scrollToIndex(index, { align: 'center' });
  }, [target, index, virtualizer]);
  useEffect(() => {
    if (!target || scrolled.current !== target || focused.current === target) return;
    const item = document.getElementById(`message-${target}`);
    if (!item) return;
    focused.current = target;
    item.focus({ preventScroll: true });
  });
  return target;
}
