import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { SuggestionMark } from './collabAnnotations.js';

/** Props of SuggestionPopover. */
export interface SuggestionPopoverProps {
  suggestion: SuggestionMark;
  /** Where to show it, relative to the editor's box (below the clicked change). */
  position: { top: number; left: number };
  /** Accepts or rejects the suggestion (PUT /agreements/{id}/messages/{mid} `status`); rejects with ApiError. */
  onDecide(status: 'accepted' | 'rejected'): Promise<void>;
  /** Closes it: after Escape or a decision `restoreFocus` (focus back to the change); after a press outside not. */
  onClose(restoreFocus: boolean): void;
}

/**
 * The small non-modal panel of one tracked change (§3 Message type 4, comment and suggestion
 * lifecycle): who suggested what, "Accept" and "Reject". It takes the focus when it opens;
 * Escape or a press outside closes it. Positioned inside the editor's box so it scrolls with the text (a Radix
 * Popover needs a button trigger, and the change is text inside the editable).
 */
export function SuggestionPopover({ suggestion, position, onDecide, onClose }: SuggestionPopoverProps) {
  const { t } = useTranslation('app');
  const first = useRef<HTMLButtonElement>(null);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const panel = useRef<HTMLDivElement>(null);
  useEffect(() => first.current?.focus(), []);
  // A press outside closes it, like the design system's popovers.
  const closeRef = useRef(onClose);
  closeRef.current = onClose;
  useEffect(() => {
    const onPointerDown = (event: PointerEvent) => {
      if (panel.current && event.target instanceof Node && !panel.current.contains(event.target)) closeRef.current(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, []);

  const decide = async (status: 'accepted' | 'rejected') => {
    setBusy(true);
    setFailed(false);
    try {
      await onDecide(status);
      onClose(true);
    } catch {
      setFailed(true);
      setBusy(false);
    }
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose(true);
    }
  };
  const { deleted, inserted } = suggestion;
  const what = deleted && inserted ? t('editor.collab.suggestionReplace', { deleted, inserted }) : inserted ? t('editor.collab.suggestionInsert', { inserted }) : t('editor.collab.suggestionDelete', { deleted });
  return (
    <div ref={panel} className="rt-suggestion-popover" role="dialog" aria-label={t('editor.collab.suggestion', { name: suggestion.author })} style={position} onKeyDown={onKeyDown} contentEditable={false}>
      <p className="rt-suggestion-popover__author">{t('editor.collab.suggestion', { name: suggestion.author })}</p>
      <p className="rt-suggestion-popover__change">{what}</p>
      {failed && <p role="alert">{t('editor.collab.decisionFailed')}</p>}
      <div className="rt-suggestion-popover__actions">
        <button ref={first} type="button" className="button primary small" disabled={busy} onClick={() => void decide('accepted')}>
          {t('editor.collab.accept')}
        </button>
        <button type="button" className="button small" disabled={busy} onClick={() => void decide('rejected')}>
          {t('editor.collab.reject')}
        </button>
      </div>
    </div>
  );
}
