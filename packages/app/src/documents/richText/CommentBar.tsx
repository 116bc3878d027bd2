import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Popover } from '../../design/index.js';

/** Props of CommentBar. */
export interface CommentBarProps {
  /** The section's accessible name, e.g. "Section 1: Text". */
  section: string;
  /** True while the editor holds a non-collapsed selection of text: "Comment" is offered. */
  hasSelection: boolean;
  /** Called when "Comment" opens: remembers the selected range (its offsets) for the post. */
  onStartSelectionComment(): void;
  /** Posts the comment: on the remembered selection (`onSelection`) or on the whole section. Rejects on failure (ApiError, §8). */
  onPost(body: string, onSelection: boolean): Promise<void>;
}

/**
 * The comment actions of a text section (§2 Collaboration, §3 Message type 3): "Comment" while
 * text is selected, "Comment on section" always. Each opens a popover with the textbox
 * "Comment" and "Post comment"; after a successful post it closes, a failure keeps the text
 * and says so.
 */
export function CommentBar({ section, hasSelection, onStartSelectionComment, onPost }: CommentBarProps) {
  const { t } = useTranslation('app');
  const [open, setOpen] = useState<'selection' | 'section' | null>(null);
  const close = () => setOpen(null);
  return (
    <div className="rt-comment-bar" role="toolbar" aria-label={t('editor.collab.selectionBar', { section })}>
      {(hasSelection || open === 'selection') && (
        <Popover
          label={t('editor.collab.commentDialog')}
          open={open === 'selection'}
          onOpenChange={(next) => {
            if (next) onStartSelectionComment();
            setOpen(next ? 'selection' : null);
          }}
          trigger={
            <button type="button" className="button small" onMouseDown={(e) => e.preventDefault()}>
              {t('editor.collab.comment')}
            </button>
          }
        >
          <CommentForm onPost={(body) => onPost(body, true)} onDone={close} />
        </Popover>
      )}
      <Popover
        label={t('editor.collab.commentDialog')}
        open={open === 'section'}
        onOpenChange={(next) => setOpen(next ? 'section' : null)}
        trigger={
          <button type="button" className="button small">
            {t('editor.collab.commentOnSection')}
          </button>
        }
      >
        <CommentForm onPost={(body) => onPost(body, false)} onDone={close} />
      </Popover>
    </div>
  );
}

/** The textbox "Comment" and "Post comment"; `onDone` after a successful post. */
export function CommentForm({ onPost, onDone }: { onPost(body: string): Promise<void>; onDone(): void }) {
  const { t } = useTranslation('app');
  const id = useId();
  const [body, setBody] = useState('');
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!body.trim() || busy) return;
    setBusy(true);
    setFailed(false);
    try {
      await onPost(body.trim());
      setBody('');
      onDone();
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };
  return (
    <form className="rt-comment-form" onSubmit={(e) => void submit(e)}>
      <label htmlFor={id}>{t('editor.collab.commentLabel')}</label>
      <textarea id={id} rows={3} value={body} autoFocus onChange={(e) => setBody(e.target.value)} />
      {failed && (
        <p role="alert" className="rt-comment-form__error">
          {t('editor.collab.postFailed')}
        </p>
      )}
      <button type="submit" className="button primary small" disabled={busy || !body.trim()}>
        {busy ? t('editor.collab.posting') : t('editor.collab.postComment')}
      </button>
    </form>
  );
}
