import { Menu, MenuItem, MenuList, MenuPopover } from '@fluentui/react-components';
import type { LazyMenuItem } from './lazy-menu';

/** The Fluent menu of a LazyMenu: controlled, without a MenuTrigger of its own, positioned against the LazyMenu's trigger. */
export default function LazyMenuPopup({
  open,
  items,
  trigger,
  triggerId,
  positioning,
  onClose,
}: {
  open: boolean;
  items: LazyMenuItem[];
  trigger: HTMLElement;
  triggerId: string;
  positioning: 'below-end' | 'below-start';
  onClose: () => void;
}) {
  return (
    <Menu
      open={open}
      positioning={{ target: trigger, position: 'below', align: positioning === 'below-end' ? 'end' : 'start' }}
      onOpenChange={(event, data) => {
        if (data.open) return;
        // A click on the trigger is 'outside' the popup for Fluent: the trigger's own click closes the menu (closing it
        // here too would let that click open it again).
        if (data.type === 'clickOutside' && event.target instanceof Node && trigger.contains(event.target)) return;
        onClose();
      }}
    >
      <MenuPopover>
        <MenuList aria-labelledby={triggerId}>
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
