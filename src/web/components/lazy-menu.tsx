import { lazy, Suspense, useCallback, useEffect, useId, useState, type KeyboardEvent, type ReactElement } from 'react';
import { useAfterFirstScreen } from './first-screen';

export interface LazyMenuItem {
  key: string;
  label: string;
  onClick: () => void;
}

/** What the trigger is given: its id and ref, its ARIA state and the handlers that open and close the menu. */
export interface LazyMenuTriggerProps {
  id: string;
  ref: (element: HTMLElement | null) => void;
  'aria-haspopup': 'menu';
  'aria-expanded': boolean;
  onClick: () => void;
  onKeyDown: (event: KeyboardEvent<HTMLElement>) => void;
}

export interface LazyMenuProps {
  items: LazyMenuItem[];
  /** Draws the trigger (a Fluent Button, or a SplitButton's menu button) with the props given. */
  renderTrigger: (props: LazyMenuTriggerProps) => ReactElement;
  positioning?: 'below-end' | 'below-start';
  /** Called as the menu opens (to preload what its entries open). */
  onOpen?: () => void;
}

const loadPopup = () => import('./lazy-menu-popup');
const MenuPopup = lazy(loadPopup);

/**
 * A menu button whose Fluent Menu (its popup positioning and focus management, some 50 KB gzip with tabster) is not
 * part of the page's first paint (issue 27). The trigger is ours and stays the same element from the first paint on: a
 * click on it is never lost to a swap. The popup's code is fetched after the first screen (or at the first click), and
 * the popup is rendered only once the menu has been opened, positioned against the trigger. The trigger opens it with a
 * click, Enter, Space or the arrow keys; the menu takes the focus into its list, and gives it back to the trigger when it
 * closes with the focus inside (Escape, Tab, a choice), as Fluent's own MenuTrigger does.
 */
export function LazyMenu({ items, renderTrigger, positioning = 'below-start', onOpen }: LazyMenuProps) {
  const ready = useAfterFirstScreen();
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const [trigger, setTrigger] = useState<HTMLElement | null>(null);
  const id = useId();
  useEffect(() => {
    if (ready) void loadPopup();
  }, [ready]);
  const show = () => {
    onOpen?.();
    setOpened(true);
    setOpen(true);
  };
  const close = useCallback(() => {
    const active = document.activeElement;
    setOpen(false);
    // The focus was in the menu (or fell to the page as the menu went): back to the trigger. Synchronously, so that a Tab
    // that closed the menu moves on from the trigger, as the browser's own Tab does after this handler.
    if (!active || active === document.body || active.closest('[role="menu"]')) trigger?.focus();
  }, [trigger]);
  return (
    <>
      {renderTrigger({
        id,
        ref: setTrigger,
        'aria-haspopup': 'menu',
        'aria-expanded': open,
        onClick: () => (open ? setOpen(false) : show()),
        onKeyDown: (event) => {
          if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
            event.preventDefault();
            show();
          }
        },
      })}
      {opened && trigger && (
        <Suspense fallback={null}>
          <MenuPopup open={open} items={items} trigger={trigger} triggerId={id} positioning={positioning} onClose={close} />
        </Suspense>
      )}
    </>
  );
}
