import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../errors/useErrorText.js';
import { ConfirmDialog } from './ConfirmDialog.js';
import type { Folder } from './dashboardApi.js';
import { useAsyncAction } from './useAsyncAction.js';

/** Props of FolderTree. `selected`: null every folder, -1 no folder, else a folder id. */
export interface FolderTreeProps {
  folders: Folder[];
  selected: number | null;
  includeSubfolders: boolean;
  onSelect(folderId: number | null): void;
  onIncludeSubfolders(include: boolean): void;
  /** POST /folders/ under `parentId` (null: top level). */
  onCreate(name: string, parentId: number | null): Promise<unknown>;
  /** PUT /folders/{id}. */
  onRename(id: number, name: string): Promise<unknown>;
  /** DELETE /folders/{id} (its subtree too). */
  onDelete(id: number): Promise<unknown>;
}

type Editing = { kind: 'create'; parentId: number | null } | { kind: 'rename'; folder: Folder } | null;

/**
 * The workspace's folders as a nested list of buttons (the current one has aria-current), with
 * All contracts and No folder first. The selected folder can be renamed, deleted (after a
 * confirm) or get a subfolder; New folder at the top level when no folder is selected.
 */
export function FolderTree({ folders, selected, includeSubfolders, onSelect, onIncludeSubfolders, onCreate, onRename, onDelete }: FolderTreeProps) {
  const { t } = useTranslation('workspace');
  const errorText = useErrorText();
  const inputId = useId();
  const [editing, setEditing] = useState<Editing>(null);
  const [name, setName] = useState('');
  const [deleting, setDeleting] = useState<Folder | null>(null);
  const { busy, error, run, clearError } = useAsyncAction();
  const selectedFolder = folders.find((f) => f.id === selected) ?? null;

  const childrenOf = (parentId: number | null) => folders.filter((f) => f.parent_id === parentId).sort((a, b) => a.name.localeCompare(b.name));

  const startEditing = (next: Editing) => {
    clearError();
    setEditing(next);
    setName(next?.kind === 'rename' ? next.folder.name : '');
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!editing || name.trim() === '') return;
    const ok = await run(() => (editing.kind === 'create' ? onCreate(name.trim(), editing.parentId) : onRename(editing.folder.id, name.trim())));
    if (ok) setEditing(null);
  };

  const item = (folderId: number | null, label: string) => (
    <button type="button" className="folder-button" aria-current={selected === folderId ? 'true' : undefined} onClick={() => onSelect(folderId)}>
      {label}
    </button>
  );

  const branch = (parentId: number | null) => {
    const children = childrenOf(parentId);
    if (children.length === 0) return null;
    return (
      <ul className="folder-branch">
        {children.map((folder) => (
          <li key={folder.id}>
            {item(folder.id, folder.name)}
            {branch(folder.id)}
          </li>
        ))}
      </ul>
    );
  };

  return (
    <nav className="folder-tree" aria-label={t('folders.label')}>
      <h2 className="sidebar-heading">{t('folders.label')}</h2>
      <ul className="folder-branch folder-root">
        <li>{item(null, t('folders.all'))}</li>
        <li>{item(-1, t('folders.none'))}</li>
      </ul>
      {branch(null)}

      <div className="folder-tools">
        <button type="button" className="button small" onClick={() => startEditing({ kind: 'create', parentId: selectedFolder?.id ?? null })}>
          {selectedFolder ? t('folders.newSub', { name: selectedFolder.name }) : t('folders.new')}
        </button>
        {selectedFolder && (
          <>
            <button type="button" className="button small" aria-label={t('folders.rename', { name: selectedFolder.name })} onClick={() => startEditing({ kind: 'rename', folder: selectedFolder })}>
              {t('folders.renameShort')}
            </button>
            <button type="button" className="button small" aria-label={t('folders.delete', { name: selectedFolder.name })} onClick={() => setDeleting(selectedFolder)}>
              {t('folders.deleteShort')}
            </button>
            <label className="checkbox">
              <input type="checkbox" checked={includeSubfolders} onChange={(e) => onIncludeSubfolders(e.target.checked)} />
              {t('folders.subfolders')}
            </label>
          </>
        )}
      </div>

      {editing && (
        <form className="folder-form" onSubmit={(e) => void submit(e)}>
          <label htmlFor={inputId}>{t('folders.name')}</label>
          <input id={inputId} value={name} maxLength={100} autoFocus onChange={(e) => setName(e.target.value)} />
          <div className="form-row">
            <button type="submit" className="button primary small" disabled={busy || name.trim() === ''}>
              {editing.kind === 'create' ? t('folders.create') : t('folders.save')}
            </button>
            <button type="button" className="button small" onClick={() => setEditing(null)}>
              {t('folders.cancel')}
            </button>
          </div>
        </form>
      )}
      {error !== null && (
        <p className="field-error" role="alert">
          {errorText(error)}
        </p>
      )}
      {deleting && (
        <ConfirmDialog
          title={t('folders.deleteTitle')}
          text={t('folders.deleteText', { name: deleting.name })}
          confirmLabel={t('folders.deleteShort')}
          onConfirm={() => onDelete(deleting.id)}
          onDone={() => {
            setDeleting(null);
            if (selected === deleting.id) onSelect(null);
          }}
          onClose={() => setDeleting(null)}
        />
      )}
    </nav>
  );
}
