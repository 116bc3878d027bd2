import { useEffect, useRef, useState, type KeyboardEvent } from 'react';

/** One entry of a MenuButton. */
export interface MenuItem {
  label: string;
  onSelect(): void;
}

/** Props of MenuButton: the toggle's text (and optional accessible name), its class, and the entries. */
export interface MenuButtonProps {
  label: string;
  ariaLabel?: string;
  className?: string;
  disabled?: boolean;
  items: MenuItem[];
}

/** Spec §9: menus open upward when less than 300 px remains below. */
const roomBelow = 300;

/**
 * A disclosure button with a short list of actions (row actions, More ways to create). Opening
 * focuses the first entry; ArrowUp/ArrowDown move between entries; Escape closes and returns
 * focus to the toggle; tabbing out or a click elsewhere closes it.
 */
export function MenuButton({ label, ariaLabel, className = 'button small', disabled, items }: MenuButtonProps) {
  const [open, setOpen] = useState(false);
  const [upward, setUpward] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    root.current?.querySelector<HTMLButtonElement>('.row-menu-items button')?.focus();
    const outside = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', outside);
    return () => document.removeEventListener('pointerdown', outside);
  }, [open]);

  const show = () => {
    const rect = toggle.current?.getBoundingClientRect();
    setUpward(rect !== undefined && window.innerHeight - rect.bottom < roomBelow && rect.top > roomBelow);
    setOpen(true);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!open) return;
    if (event.key === 'Escape') {
      event.stopPropagation();
      setOpen(false);
      toggle.current?.focus();
      return;
    }
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    const buttons = Array.from(root.current?.querySelectorAll<HTMLButtonElement>('.row-menu-items button') ?? []);
    const at = buttons.indexOf(document.activeElement as HTMLButtonElement);
    const next = event.key === 'ArrowDown' ? (at + 1) % buttons.length : (at - 1 + buttons.length) % buttons.length;
    buttons[next]?.focus();
  };

  return (
    <div
      ref={root}
      className="row-menu"
      onKeyDown={onKeyDown}
      onBlur={(e) => {
        // Tabbing out closes; a click elsewhere is handled by the pointerdown listener (some
        // browsers do not focus buttons on click, so a null relatedTarget proves nothing).
        if (open && e.relatedTarget && !root.current?.contains(e.relatedTarget as Node)) setOpen(false);
      }}
    >
      <button ref={toggle} type="button" className={className} aria-expanded={open} aria-label={ariaLabel} disabled={disabled} onClick={() => (open ? setOpen(false) : show())}>
        {label}
      </button>
      {open && (
        <ul className={upward ? 'row-menu-items upward' : 'row-menu-items'}>
          {items.map((item) => (
            <li key={item.label}>
              <button
                type="button"
                onClick={() => {
                  setOpen(false);
                  item.onSelect();
                }}
              >
                {item.label}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
