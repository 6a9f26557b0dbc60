import { lazy, startTransition, Suspense, useId, useRef, useState, type ReactElement } from 'react';
import { useAfterFirstScreen } from './first-screen';

export interface LazyMenuItem {
  key: string;
  label: string;
  onClick: () => void;
}

/** What the trigger is given: the props that open the menu (Fluent's MenuTrigger's, or the stand-in's). */
export type LazyMenuTriggerProps = Record<string, unknown> & { id: string };

export interface LazyMenuProps {
  items: LazyMenuItem[];
  /** Draws the trigger (a Fluent Button or SplitButton) with the props given. */
  renderTrigger: (props: LazyMenuTriggerProps) => ReactElement;
  positioning?: 'below-end' | 'below-start';
  /** Called as the menu opens (to preload what its entries open). */
  onOpen?: () => void;
}

const MenuPopup = lazy(() => import('./lazy-menu-popup'));

/**
 * A menu whose Fluent Menu (its popup positioning and focus management, some 30 KB gzip) loads after the page's first
 * screen (issue 27). Until then its trigger is drawn as the same button; a click on it loads the menu and opens it, and a
 * focus on it stays on the trigger when the menu takes its place.
 */
export function LazyMenu(props: LazyMenuProps) {
  const ready = useAfterFirstScreen();
  const [wanted, setWanted] = useState(false);
  const focused = useRef(false);
  const id = useId();
  if (ready || wanted)
    return (
      <Suspense fallback={<StandIn {...props} id={id} />}>
        <MenuPopup {...props} id={id} openAtOnce={wanted} focusAtOnce={focused.current} />
      </Suspense>
    );
  return (
    <StandIn
      {...props}
      id={id}
      onFocus={() => (focused.current = true)}
      onBlur={() => (focused.current = false)}
      onClick={() => {
        focused.current = true;
        props.onOpen?.();
        startTransition(() => setWanted(true));
      }}
    />
  );
}

function StandIn({ renderTrigger, id, ...handlers }: LazyMenuProps & { id: string; onClick?: () => void; onFocus?: () => void; onBlur?: () => void }) {
  return renderTrigger({ id, 'aria-haspopup': 'menu', 'aria-expanded': false, onClick: handlers.onClick, onFocus: handlers.onFocus, onBlur: handlers.onBlur });
}
