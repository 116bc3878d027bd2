import * as RadixDialog from '@radix-ui/react-dialog';
import { useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Focus return without a Radix Trigger: Radix gives focus back to its own Trigger only, and the
 * app opens modals from any button. This remembers the element focused when the dialog opens
 * and focuses it again when the dialog closes (if it is still on the page).
 */
function useFocusReturn() {
  const opener = useRef<HTMLElement | null>(null);
  return {
    onOpenAutoFocus: () => {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    },
    onCloseAutoFocus: (event: Event) => {
      const target = opener.current;
      if (target?.isConnected) {
        event.preventDefault();
        target.focus();
      }
    },
  };
}

/** Props of Modal. */
export interface ModalProps {
  /** The visible title, also the dialog's accessible name. */
  title: string;
  /** A sentence under the title, read as the dialog's description. */
  description?: ReactNode;
  /** Called on Escape, a click outside, and the close button. */
  onClose(): void;
  /** Default true: render the modal only while it is open, or pass `open` to animate in place. */
  open?: boolean;
  /** `sm` 420 px, `md` 560 px (default), `lg` 760 px wide; always at most the viewport less 32 px. */
  size?: 'sm' | 'md' | 'lg';
  /** The action row at the bottom (Cancel first, the primary action last). */
  footer?: ReactNode;
  children?: ReactNode;
}

/**
 * The app's modal dialog (Radix Dialog): focus moves inside and is trapped, Escape and a click
 * on the backdrop close it, focus returns to the opener, the page behind is inert to screen
 * readers and does not scroll. Use for confirmations and short forms; `Sheet` for side content.
 */
export function Modal({ title, description, onClose, open = true, size = 'md', footer, children }: ModalProps) {
  const { t } = useTranslation();
  const focusReturn = useFocusReturn();
  return (
    <RadixDialog.Root open={open} onOpenChange={(next) => !next && onClose()}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="ds-overlay" />
        <RadixDialog.Content className={`ds-modal ds-modal--${size}`} {...focusReturn} {...(description ? {} : { 'aria-describedby': undefined })}>
          <div className="ds-modal__head">
            <RadixDialog.Title className="ds-modal__title">{title}</RadixDialog.Title>
            <RadixDialog.Close className="ds-icon-button" aria-label={t('common:close')}>
              <span aria-hidden="true">×</span>
            </RadixDialog.Close>
          </div>
          {description && <RadixDialog.Description className="ds-modal__description">{description}</RadixDialog.Description>}
          <div className="ds-modal__body">{children}</div>
          {footer && <div className="ds-modal__footer">{footer}</div>}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

/** Props of Sheet. */
export interface SheetProps {
  title: string;
  onClose(): void;
  open?: boolean;
  /** Which edge it slides from: `right` (default) on wide screens, `bottom` for phone sheets. */
  side?: 'right' | 'bottom';
  children?: ReactNode;
}

/**
 * A panel sliding over the page from an edge (Radix Dialog underneath, so focus, Escape and the
 * backdrop behave as in Modal). The document page's sidebar becomes one under 840 px (§9 narrow
 * layout).
 */
export function Sheet({ title, onClose, open = true, side = 'right', children }: SheetProps) {
  const { t } = useTranslation();
  const focusReturn = useFocusReturn();
  return (
    <RadixDialog.Root open={open} onOpenChange={(next) => !next && onClose()}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="ds-overlay" />
        <RadixDialog.Content className={`ds-sheet ds-sheet--${side}`} {...focusReturn} aria-describedby={undefined}>
          <div className="ds-modal__head">
            <RadixDialog.Title className="ds-modal__title">{title}</RadixDialog.Title>
            <RadixDialog.Close className="ds-icon-button" aria-label={t('common:close')}>
              <span aria-hidden="true">×</span>
            </RadixDialog.Close>
          </div>
          <div className="ds-sheet__body">{children}</div>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
