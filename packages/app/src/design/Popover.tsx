import * as RadixPopover from '@radix-ui/react-popover';
import type { ReactElement, ReactNode } from 'react';

/** Props of Popover. */
export interface PopoverProps {
  /** One button element that opens it. */
  trigger: ReactElement;
  /** The accessible name of the floating panel. */
  label: string;
  children: ReactNode;
  open?: boolean;
  onOpenChange?(open: boolean): void;
  align?: 'start' | 'center' | 'end';
}

/**
 * Non-modal floating content anchored to a button (Radix Popover): a visibility rule, a date, a
 * participant's details. Escape and a click outside close it and focus returns to the trigger.
 */
export function Popover({ trigger, label, children, open, onOpenChange, align = 'start' }: PopoverProps) {
  return (
    <RadixPopover.Root {...(open === undefined ? {} : { open })} {...(onOpenChange ? { onOpenChange } : {})}>
      <RadixPopover.Trigger asChild>{trigger}</RadixPopover.Trigger>
      <RadixPopover.Portal>
        <RadixPopover.Content className="ds-popover" aria-label={label} align={align} sideOffset={6} collisionPadding={8}>
          {children}
        </RadixPopover.Content>
      </RadixPopover.Portal>
    </RadixPopover.Root>
  );
}
