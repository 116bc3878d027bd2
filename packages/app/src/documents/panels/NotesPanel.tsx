import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../errors/useErrorText.js';
import { panelsApi, type Note } from './panelsApi.js';
import { PanelStatus, SidePanel } from './SidePanel.js';
import { FormActions, ItemActions } from './PanelActions.js';

/** The add/edit form of a note: a title and plain text (stored as §3 content.nodes paragraphs). */
function NoteForm({ initial, submitLabel, onSubmit, onCancel }: { initial?: Note; submitLabel: string; onSubmit(name: string, text: string): Promise<boolean>; onCancel?: () => void }) {
  const { t } = useTranslation('panels');
  const [name, setName] = useState(initial?.name ?? '');
  const [text, setText] = useState(initial?.text ?? '');
  const [missing, setMissing] = useState(false);
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (text.trim() === '') {
      setMissing(true);
      return;
    }
    setBusy(true);
    const done = await onSubmit(name.trim(), text);
    setBusy(false);
    if (done && !initial) {
      setName('');
      setText('');
    }
  };
  return (
    <form className="side-panel__form" onSubmit={submit} noValidate>
      <label className="side-panel__field">
        <span>{t('notes.name')}</span>
        <input value={name} maxLength={255} onChange={(e) => setName(e.target.value)} />
      </label>
      <label className="side-panel__field">
        <span>{t('notes.text')}</span>
        <textarea
          value={text}
          rows={3}
          aria-invalid={missing ? true : undefined}
          onChange={(e) => {
            setText(e.target.value);
            setMissing(false);
          }}
        />
      </label>
      {missing && <p className="side-panel__field-error">{t('notes.textRequired')}</p>}
      <FormActions submitLabel={submitLabel} busy={busy} onCancel={onCancel} />
    </form>
  );
}

/**
 * Contract notes (§3 Contract note; §7 GET /agreements/{id}/notes/, pages of 50 newest change
 * first, "Load more"): list, add, edit and delete (after a confirm). `onCountChange` reports the
 * note count (§3 notes.noteCount) after the first load and each change.
 */
export function NotesPanel({ agreementId, onCountChange }: { agreementId: number; onCountChange?(count: number): void }) {
  const { t, i18n } = useTranslation('panels');
  const errorText = useErrorText();
  const [notes, setNotes] = useState<Note[]>([]);
  const [count, setCount] = useState(0);
  const [loading, setLoading] = useState(true);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [actionError, setActionError] = useState<string | null>(null);
  const [editing, setEditing] = useState<number | null>(null);
  const [loaded, setLoaded] = useState(false);
  // The tab's count badge follows the server's total once known, then every add and delete.
  useEffect(() => {
    if (loaded) onCountChange?.(count);
  }, [count, loaded]); // eslint-disable-line react-hooks/exhaustive-deps -- a new callback each render must not re-report

  const load = useCallback(
    async (offset: number) => {
      setLoadError(null);
      try {
        const page = await panelsApi.listNotes(agreementId, offset);
        setNotes((current) => (offset === 0 ? page.items : [...current, ...page.items.filter((n) => !current.some((c) => c.id === n.id))]));
        setCount(page.count);
        setLoaded(true);
      } catch (e) {
        setLoadError(errorText(e));
      } finally {
        setLoading(false);
      }
    },
    [agreementId, errorText],
  );

  useEffect(() => {
    setLoading(true);
    void load(0);
  }, [load]);

  const act = async (action: () => Promise<void>): Promise<boolean> => {
    setActionError(null);
    try {
      await action();
      return true;
    } catch (e) {
      setActionError(errorText(e));
      return false;
    }
  };

  const add = (name: string, text: string) =>
    act(async () => {
      const note = await panelsApi.createNote(agreementId, name, text);
      setNotes((current) => [note, ...current]);
      setCount((n) => n + 1);
    });
  const save = (id: number) => (name: string, text: string) =>
    act(async () => {
      const note = await panelsApi.updateNote(agreementId, id, name, text);
      // An edit is the newest change: it moves to the top (sort -updated_time).
      setNotes((current) => [note, ...current.filter((n) => n.id !== id)]);
      setEditing(null);
    });
  const remove = (note: Note) => {
    if (!window.confirm(t('notes.confirmDelete', { name: note.name || t('notes.untitled') }))) return;
    void act(async () => {
      await panelsApi.deleteNote(agreementId, note.id);
      setNotes((current) => current.filter((n) => n.id !== note.id));
      setCount((n) => n - 1);
    });
  };
  const date = (iso: string) => new Date(iso).toLocaleString(i18n.language);

  return (
    <SidePanel title={t('notes.title')}>
      <PanelStatus loading={loading} error={loadError} empty={notes.length === 0} emptyText={t('notes.empty')} onRetry={() => void load(0)} />
      {notes.length > 0 && (
        <ul className="side-panel__list">
          {notes.map((note) => {
            const title = note.name || t('notes.untitled');
            return (
              <li key={note.id} className="side-panel__item">
                {editing === note.id ? (
                  <NoteForm initial={note} submitLabel={t('common.save')} onSubmit={save(note.id)} onCancel={() => setEditing(null)} />
                ) : (
                  <>
                    <strong>{title}</strong>
                    <p className="side-panel__note-text">{note.text}</p>
                    <span className="side-panel__muted">{t('notes.updated', { date: date(note.updatedTime) })}</span>
                    <ItemActions editLabel={t('notes.editNote', { name: title })} deleteLabel={t('notes.deleteNote', { name: title })} onEdit={() => setEditing(note.id)} onDelete={() => remove(note)} />
                  </>
                )}
              </li>
            );
          })}
        </ul>
      )}
      {!loading && notes.length < count && (
        <button type="button" className="side-panel__link-button" onClick={() => void load(notes.length)}>
          {t('common.loadMore')}
        </button>
      )}
      {actionError && (
        <p className="side-panel__error" role="alert">
          {actionError}
        </p>
      )}
      <NoteForm submitLabel={t('notes.add')} onSubmit={add} />
    </SidePanel>
  );
}
