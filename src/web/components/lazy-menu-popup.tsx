import { Menu, MenuItem, MenuList, MenuPopover, MenuTrigger, type MenuButtonProps } from '@fluentui/react-components';
import { useEffect } from 'react';
import type { LazyMenuProps } from './lazy-menu';

/** The Fluent menu of a LazyMenu, loaded after the first screen or at the first click on its trigger. */
export default function LazyMenuPopup({
  items,
  renderTrigger,
  positioning,
  onOpen,
  id,
  openAtOnce,
  focusAtOnce,
}: LazyMenuProps & { id: string; openAtOnce: boolean; focusAtOnce: boolean }) {
  // The stand-in had the focus: its successor takes it (the menu, opened at once, then takes it into its list).
  useEffect(() => {
    if (focusAtOnce && !openAtOnce && (document.activeElement === document.body || !document.activeElement)) document.getElementById(id)?.focus();
  }, [focusAtOnce, openAtOnce, id]);
  return (
    <Menu positioning={positioning} defaultOpen={openAtOnce} onOpenChange={(_, data) => data.open && onOpen?.()}>
      <MenuTrigger disableButtonEnhancement>{(triggerProps: MenuButtonProps) => renderTrigger({ ...triggerProps, id })}</MenuTrigger>
      <MenuPopover>
        <MenuList>
          {items.map((item) => (
            <MenuItem key={item.key} onClick={item.onClick}>
              {item.label}
            </MenuItem>
          ))}
        </MenuList>
      </MenuPopover>
    </Menu>
  );
}
