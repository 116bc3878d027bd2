import * as RadixMenu from '@radix-ui/react-dropdown-menu';
import { useRef, useState, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';

/** One entry of a Menu. `danger` marks destructive actions (red text). */
export interface MenuEntry {
  label: string;
  onSelect(): void;
  disabled?: boolean;
  danger?: boolean;
}

/** Props of Menu. `trigger` is one button element; Radix passes it the open state and handlers. */
export interface MenuProps {
  trigger: ReactElement;
  items: MenuEntry[];
  /** Horizontal alignment to the trigger (default `end`). */
  align?: 'start' | 'end';
}

/** §9: menus open upward when less than 300 px remains below the trigger. */
export const menuRoomBelow = 300;

/**
 * A dropdown menu of actions (Radix DropdownMenu: arrow keys, typeahead, Escape, focus return).
 * §9 rules: at most 200 px tall (then it scrolls), opens upward when less than 300 px remains
 * below its trigger, and says "No results found" (§8) when it has no entries.
 */
export function Menu({ trigger, items, align = 'end' }: MenuProps) {
  const { t } = useTranslation();
  const [side, setSide] = useState<'top' | 'bottom'>('bottom');
  const anchor = useRef<HTMLSpanElement>(null);
  const onOpenChange = (open: boolean) => {
    if (!open) return;
    const rect = anchor.current?.getBoundingClientRect();
    setSide(rect && window.innerHeight - rect.bottom < menuRoomBelow && rect.top > window.innerHeight - rect.bottom ? 'top' : 'bottom');
  };
  return (
    <RadixMenu.Root onOpenChange={onOpenChange} modal={false}>
      <span ref={anchor} className="ds-menu-anchor">
        <RadixMenu.Trigger asChild>{trigger}</RadixMenu.Trigger>
      </span>
      <RadixMenu.Portal>
        <RadixMenu.Content className="ds-menu" side={side} align={align} sideOffset={4} collisionPadding={8} data-side-choice={side}>
          {items.length === 0 ? (
            <div className="ds-menu__empty" role="presentation">
              {t('common:noResults')}
            </div>
          ) : (
            items.map((item, index) => (
              <RadixMenu.Item key={`${index}:${item.label}`} className={item.danger ? 'ds-menu__item ds-menu__item--danger' : 'ds-menu__item'} disabled={item.disabled} onSelect={() => item.onSelect()}>
                {item.label}
              </RadixMenu.Item>
            ))
          )}
        </RadixMenu.Content>
      </RadixMenu.Portal>
    </RadixMenu.Root>
  );
}
