/**
 * The app's design system: accessible primitives from Radix UI styled with the shared tokens
 * (`@inkflow/ui/tokens.css`, classes `ds-*` in design.css). Use these instead of hand-made
 * dialogs, menus and tabs.
 */
export { Modal, Sheet } from './Modal.js';
export type { ModalProps, SheetProps } from './Modal.js';
export { Menu, menuRoomBelow } from './Menu.js';
export type { MenuEntry, MenuProps } from './Menu.js';
export { Switch } from './Switch.js';
export type { SwitchProps } from './Switch.js';
export { Tabs } from './Tabs.js';
export type { TabItem, TabsProps } from './Tabs.js';
export { Tooltip, TooltipProvider, tooltipDelayMs } from './Tooltip.js';
export { Popover } from './Popover.js';
export type { PopoverProps } from './Popover.js';
export { Toaster } from './Toaster.js';
export { showToast, dismissToast, toastStore, toastRemovalDelayMs } from './toastStore.js';
export type { Toast, ToastInput, ToastType } from './toastStore.js';
