// The menu at the end of a row laid out by Fluent's Overflow (the header's shortcuts, the tab
// strip): shown only while some items do not fit, it lists exactly the items hidden from the row.
import { Menu, MenuItem, MenuList, MenuPopover, MenuTrigger, useIsOverflowItemVisible, useOverflowMenu } from '@fluentui/react-components';
import type { ReactElement, RefObject } from 'react';

interface OverflowMenuProps<T> {
  items: readonly T[];
  /** The item's id in the row (its OverflowItem's `id`). */
  idOf: (item: T) => string;
  labelOf: (item: T) => string;
  onOpen: (item: T) => void;
  /** The menu's button, given the ref the Overflow measures and how many items are hidden. */
  trigger: (ref: RefObject<HTMLButtonElement | null>, hidden: number) => ReactElement;
}

/** An item's entry in the menu: none while the item is in the row. */
function HiddenItem<T>({ item, idOf, labelOf, onOpen }: Pick<OverflowMenuProps<T>, 'idOf' | 'labelOf' | 'onOpen'> & { item: T }) {
  const visible = useIsOverflowItemVisible(idOf(item));
  if (visible) return null;
  return <MenuItem onClick={() => onOpen(item)}>{labelOf(item)}</MenuItem>;
}

export function OverflowMenu<T>({ items, idOf, labelOf, onOpen, trigger }: OverflowMenuProps<T>) {
  const { ref, overflowCount, isOverflowing } = useOverflowMenu<HTMLButtonElement>();
  if (!isOverflowing) return null;
  return (
    <Menu>
      <MenuTrigger disableButtonEnhancement>{trigger(ref, overflowCount)}</MenuTrigger>
      <MenuPopover>
        <MenuList>
          {items.map((item) => (
            <HiddenItem key={idOf(item)} item={item} idOf={idOf} labelOf={labelOf} onOpen={onOpen} />
          ))}
        </MenuList>
      </MenuPopover>
    </Menu>
  );
}
