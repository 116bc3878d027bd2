import { Dialog } from '@inkflow/ui';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../errors/useErrorText.js';
import { addAgreementTag, agreementTags, createTag, removeAgreementTag, type ListedAgreement, type Tag } from './dashboardApi.js';
import { useAsyncAction } from './useAsyncAction.js';

/** Props of TagsDialog: the agreement, the account's tags, and callbacks when tags change. */
export interface TagsDialogProps {
  agreement: ListedAgreement;
  tags: Tag[];
  /** A tag was created (POST /tags/): the page adds it to its tag list. */
  onTagCreated(tag: Tag): void;
  /** The agreement's tags changed: the list reloads when the dialog closes. */
  onChanged(): void;
  onClose(): void;
}

/**
 * The agreement's tags as checkboxes (POST / DELETE /agreements/{id}/tags/), plus a new tag that
 * is created and connected at once. Each change is saved immediately.
 */
export function TagsDialog({ agreement, tags, onTagCreated, onChanged, onClose }: TagsDialogProps) {
  const { t } = useTranslation('workspace');
  const errorText = useErrorText();
  const inputId = useId();
  const [connected, setConnected] = useState<Set<number> | null>(null);
  const [name, setName] = useState('');
  const { busy, error, run } = useAsyncAction();

  useEffect(() => {
    let live = true;
    void run(async () => {
      const list = await agreementTags(agreement.id);
      if (live) setConnected(new Set(list.map((tag) => tag.id)));
    });
    return () => {
      live = false;
    };
  }, [agreement.id, run]);

  const toggle = async (tag: Tag, on: boolean) => {
    const ok = await run(() => (on ? addAgreementTag(agreement.id, tag.id) : removeAgreementTag(agreement.id, tag.id)));
    if (!ok) return;
    setConnected((old) => {
      const next = new Set(old);
      if (on) next.add(tag.id);
      else next.delete(tag.id);
      return next;
    });
    onChanged();
  };

  const create = async (event: FormEvent) => {
    event.preventDefault();
    if (name.trim() === '') return;
    let created: Tag | undefined;
    const ok = await run(async () => {
      created = await createTag(name.trim());
      await addAgreementTag(agreement.id, created.id);
    });
    if (created) onTagCreated(created);
    if (!ok || !created) return;
    const id = created.id;
    setConnected((old) => new Set(old).add(id));
    setName('');
    onChanged();
  };

  return (
    <Dialog title={t('tags.title', { name: agreement.name })} onClose={onClose}>
      {connected === null ? (
        <p role="status">{t('tags.loading')}</p>
      ) : tags.length === 0 ? (
        <p className="hint">{t('tags.none')}</p>
      ) : (
        <ul className="tag-checklist">
          {tags.map((tag) => (
            <li key={tag.id}>
              <label className="checkbox">
                <input type="checkbox" checked={connected.has(tag.id)} disabled={busy} onChange={(e) => void toggle(tag, e.target.checked)} />
                {tag.name}
              </label>
            </li>
          ))}
        </ul>
      )}
      <form className="inline-form" onSubmit={(e) => void create(e)}>
        <label htmlFor={inputId}>{t('tags.newTag')}</label>
        <input id={inputId} value={name} maxLength={100} onChange={(e) => setName(e.target.value)} />
        <button type="submit" className="button small" disabled={busy || name.trim() === '' || connected === null}>
          {t('tags.create')}
        </button>
      </form>
      {error !== null && (
        <p className="field-error" role="alert">
          {errorText(error)}
        </p>
      )}
      <div className="dialog-actions">
        <button type="button" className="button primary" onClick={onClose}>
          {t('tags.close')}
        </button>
      </div>
    </Dialog>
  );
}
