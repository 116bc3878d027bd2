import { useEffect, useState, type FormEvent, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import type { Agreement } from '@inkflow/core';
import { Dialog } from '../Dialog.js';
import { describeError } from '../describeError.js';
import type { AnnotationDraft, DocumentAnnotations } from './DocumentAnnotations.js';
import { commentDraft, sectionText, selectionInSection, suggestionDraft, type SectionSelection } from './selectionOffsets.js';

/** Props of AnnotationComposer. */
export interface AnnotationComposerProps {
  /** The document element whose text sections may be selected. */
  rootRef: RefObject<HTMLElement | null>;
  agreement: Agreement;
  /** `onCreate` posts the draft; `canSuggest` adds "Suggest a change". */
  annotations: Pick<DocumentAnnotations, 'onCreate' | 'canSuggest'>;
  /** A section whose "Comment on this section" button was pressed: opens the comment dialog for it. */
  sectionBoxId: number | null;
  /** The section comment dialog closed. */
  onSectionDone: () => void;
}

type Target = SectionSelection & { rect: { top: number; left: number } | null };
type Open = { kind: 'comment'; target: SectionSelection | { boxId: number } } | { kind: 'suggest'; target: SectionSelection };

/** The selection's range in one text section under `root`, with where to float the toolbar. */
function currentTarget(root: HTMLElement | null): Target | null {
  const selection = root?.ownerDocument.getSelection();
  if (!root || !selection || selection.rangeCount === 0) return null;
  const range = selection.getRangeAt(0);
  const found = selectionInSection(root, range);
  if (!found) return null;
  // jsdom has no layout: no rectangle, the toolbar then sits in the flow.
  const rect = typeof range.getBoundingClientRect === 'function' ? range.getBoundingClientRect() : null;
  return { ...found, rect: rect && (rect.width > 0 || rect.height > 0) ? { top: rect.bottom + 6, left: rect.left } : null };
}

/**
 * The selection toolbar and the comment and suggestion dialogs of a document view (§2
 * Collaboration, §3 Message types 3 and 4), loaded on demand by DocumentViewer when
 * `annotations.onCreate` is set. A selection inside one text section (after `selectionchange`,
 * mouseup or keyup) shows a small toolbar with "Comment" and, with `canSuggest`, "Suggest a
 * change". Comment opens a dialog with the textbox "Comment" and "Post comment"; Suggest shows the
 * selected text and the textbox "Suggested text" (prefilled; empty suggests deleting it) and
 * "Suggest". Drafts are built with core `anchorAt`; the dialog awaits `onCreate` and shows a
 * failure's §8 message in it (e.g. 99 Access denied for a viewer's suggestion).
 */
export function AnnotationComposer({ rootRef, agreement, annotations, sectionBoxId, onSectionDone }: AnnotationComposerProps) {
  const { t } = useTranslation(['collab', 'common']);
  const [target, setTarget] = useState<Target | null>(null);
  const [open, setOpen] = useState<Open | null>(null);
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const [errorKey, setErrorKey] = useState<string | undefined>();

  useEffect(() => {
    if (open) return;
    const update = () => setTarget(currentTarget(rootRef.current));
    const doc = rootRef.current?.ownerDocument ?? document;
    doc.addEventListener('selectionchange', update);
    doc.addEventListener('mouseup', update);
    doc.addEventListener('keyup', update);
    return () => {
      doc.removeEventListener('selectionchange', update);
      doc.removeEventListener('mouseup', update);
      doc.removeEventListener('keyup', update);
    };
  }, [open, rootRef]);

  useEffect(() => {
    if (sectionBoxId === null) return;
    setText('');
    setErrorKey(undefined);
    setOpen({ kind: 'comment', target: { boxId: sectionBoxId } });
  }, [sectionBoxId]);

  const boxText = (boxId: number) => sectionText(agreement.boxes.find((b) => b.id === boxId));
  const begin = (kind: 'comment' | 'suggest') => {
    if (!target) return;
    const { rect: _rect, ...range } = target;
    setErrorKey(undefined);
    setText(kind === 'suggest' ? boxText(range.boxId).slice(range.start, range.end) : '');
    setOpen(kind === 'comment' ? { kind, target: range } : { kind, target: range });
  };
  const close = () => {
    if (open && !('start' in open.target)) onSectionDone();
    setOpen(null);
    setTarget(null);
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!open || !annotations.onCreate) return;
    const sectionTextNow = boxText(open.target.boxId);
    const draft: AnnotationDraft = open.kind === 'comment' ? commentDraft(sectionTextNow, text, open.target) : suggestionDraft(sectionTextNow, text, open.target);
    setBusy(true);
    setErrorKey(undefined);
    try {
      await annotations.onCreate(draft);
      rootRef.current?.ownerDocument.getSelection()?.removeAllRanges();
      close();
    } catch (error) {
      setErrorKey(describeError(error).messageKey ?? 'errors.generic');
    } finally {
      setBusy(false);
    }
  };

  if (open) {
    const selected = 'start' in open.target ? boxText(open.target.boxId).slice(open.target.start, open.target.end) : '';
    const unchanged = open.kind === 'suggest' && text === selected;
    const empty = open.kind === 'comment' && text.trim() === '';
    const dialog = open.kind === 'comment' ? 'commentDialog' : 'suggestDialog';
    return (
      <Dialog title={t(`${dialog}.title`)} onClose={close}>
        <form onSubmit={(event) => void submit(event)}>
          {open.kind === 'comment' ? (
            <p className="ink-annotation__quote">{selected ? t('quote', { quote: selected }) : t('wholeSection')}</p>
          ) : (
            <div className="ink-annotation__selected">
              <p className="ink-annotation__selected-label">{t('suggestDialog.selected')}</p>
              <blockquote className="ink-annotation__quote">{selected}</blockquote>
            </div>
          )}
          <label className="ink-field">
            <span>{t(`${dialog}.label`)}</span>
            <textarea rows={4} maxLength={10_000} value={text} onChange={(event) => setText(event.target.value)} />
          </label>
          {open.kind === 'suggest' && <p className="ink-field__hint">{t('suggestDialog.hint')}</p>}
          {errorKey && (
            <p role="alert" className="ink-field-error">
              {t(errorKey, { ns: 'common' })}
            </p>
          )}
          <div className="ink-actions">
            <button type="submit" className="ink-button ink-button--primary" disabled={busy || unchanged || empty}>
              {t(`${dialog}.submit`)}
            </button>
            <button type="button" className="ink-button" onClick={close}>
              {t(`${dialog}.cancel`)}
            </button>
          </div>
        </form>
      </Dialog>
    );
  }
  if (!target) return null;
  return (
    <div
      className="ink-annotation-toolbar"
      role="toolbar"
      aria-label={t('toolbar.label')}
      style={target.rect ? { position: 'fixed', top: target.rect.top, left: target.rect.left } : undefined}
      // Keep the text selected while a button is pressed.
      onMouseDown={(event) => event.preventDefault()}
    >
      <button type="button" className="ink-button ink-button--small" onClick={() => begin('comment')}>
        {t('toolbar.comment')}
      </button>
      {annotations.canSuggest && (
        <button type="button" className="ink-button ink-button--small" onClick={() => begin('suggest')}>
          {t('toolbar.suggest')}
        </button>
      )}
    </div>
  );
}
