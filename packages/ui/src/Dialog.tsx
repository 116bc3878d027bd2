import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';

/** Props of Dialog. */
export interface DialogProps {
  /** The dialog's visible title; also its accessible name. */
  title: string;
  /** Called on Escape (and by the content's own cancel controls). */
  onClose: () => void;
  children?: ReactNode;
}

const focusable = 'button:not([disabled]), [href], input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])';

/**
 * A modal dialog (`role="dialog"`, `aria-modal`, labelled by its title). On open, focus moves to
 * the first focusable element inside; Tab cycles within; Escape closes; on close, focus returns
 * to the element that had it. Plain elements rather than `<dialog>` so it behaves the same under
 * preact/compat and in jsdom.
 */
export function Dialog({ title, onClose, children }: DialogProps) {
  const titleId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef(onClose);
  closeRef.current = onClose;

  useEffect(() => {
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const panel = panelRef.current;
    (panel?.querySelector<HTMLElement>(focusable) ?? panel)?.focus();
    return () => previous?.focus();
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      closeRef.current();
      return;
    }
    if (event.key !== 'Tab' || !panelRef.current) return;
    const items = Array.from(panelRef.current.querySelectorAll<HTMLElement>(focusable));
    const first = items[0];
    const last = items[items.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return (
    <div className="ink-dialog-backdrop">
      <div ref={panelRef} className="ink-dialog" role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1} onKeyDown={onKeyDown}>
        <h2 id={titleId} className="ink-dialog__title">
          {title}
        </h2>
        {children}
      </div>
    </div>
  );
}
