import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';

/**
 * '?message=<id>' (a task of 'Mine oppgaver', a link in a notification mail): once the message is in the list, it is
 * scrolled into view and focused, once per link.
 */
export function useScrollToMessage(listRef: React.RefObject<HTMLElement | null>, ready: boolean): string | null {
  const [params] = useSearchParams();
  const target = params.get('message');
  const done = useRef<string | null>(null);
  useEffect(() => {
    if (!target || !ready || done.current === target) return;
    const item = listRef.current?.querySelector<HTMLElement>(`[data-message-id="${CSS.escape(target)}"]`);
    if (!item) return;
    done.current = target;
    item.scrollIntoView?.({ block: 'center' });
    item.focus({ preventScroll: true });
  });
  return target;
}
