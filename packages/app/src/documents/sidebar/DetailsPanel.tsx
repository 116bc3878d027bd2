import type { Agreement } from '@inkflow/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { listFolders, listTags, listWorkspaces, type Folder, type ListedAgreement, type Tag, type Workspace } from '../../dashboard/dashboardApi.js';
import { MoveDialog } from '../../dashboard/MoveDialog.js';
import { TagsDialog } from '../../dashboard/TagsDialog.js';
import { api, useSession } from '../../session/services.js';
import { SettingsPanel } from '../panels/SettingsPanel.js';

/** The fields of a listed agreement the tags and move dialogs read, taken from the open agreement. */
function asListed(agreement: Agreement): ListedAgreement {
  const listed: Pick<ListedAgreement, 'id' | 'name' | 'collection_id' | 'folder_id'> = {
    id: agreement.id,
    name: agreement.name,
    collection_id: agreement.collectionId,
    folder_id: agreement.folderId ?? null,
  };
  // The dialogs read only these four fields of the dashboard's row type.
  return listed as ListedAgreement;
}

/**
 * The Details tab: the settings (agreement value, expiry date, language, template group,
 * counterpart decline; SettingsPanel), the tags (Manage tags: the dashboard's tags dialog) and
 * where the agreement lives (workspace and folder; Move…: the dashboard's move dialog). After a
 * tag change or a move the agreement is read again (GET /agreements/{id}) and given to `onChange`.
 */
export function DetailsPanel({ agreement, onChange }: { agreement: Agreement; onChange(agreement: Agreement): void }) {
  const { t } = useTranslation('app');
  const workspaces = useSession((s) => s.position?.collections);
  const [dialog, setDialog] = useState<null | { kind: 'tags'; tags: Tag[] } | { kind: 'move'; workspaces: Workspace[] }>(null);
  const [folders, setFolders] = useState<Folder[]>([]);
  const workspace = workspaces?.find((w) => w.id === agreement.collectionId);
  const folder = folders.find((f) => f.id === agreement.folderId);

  useEffect(() => {
    let live = true;
    if (agreement.folderId == null || agreement.folderId < 0) return;
    listFolders(agreement.collectionId).then(
      (list) => live && setFolders(list),
      () => live && setFolders([]),
    );
    return () => {
      live = false;
    };
  }, [agreement.collectionId, agreement.folderId]);

  const reload = async () => onChange(await api.getAgreement(agreement.id));
  const openTags = async () => setDialog({ kind: 'tags', tags: await listTags().catch(() => []) });
  const openMove = async () => setDialog({ kind: 'move', workspaces: (await listWorkspaces().catch(() => [])).filter((w) => !w.virtual) });
  const tags = agreement.tags ?? [];

  return (
    <div className="details-panel">
      <SettingsPanel key={`settings-${agreement.id}`} agreement={agreement} onChange={onChange} />
      <section className="side-panel side-panel--tab" aria-labelledby={`details-tags-${agreement.id}`}>
        <h2 className="side-panel__title" id={`details-tags-${agreement.id}`}>
          {t('sidebar.details.tags')}
        </h2>
        {tags.length === 0 ? (
          <p className="side-panel__muted">{t('sidebar.details.noTags')}</p>
        ) : (
          <ul className="details-panel__tags">
            {tags.map((tag) => (
              <li key={tag.id} className="details-panel__tag">
                {tag.name}
              </li>
            ))}
          </ul>
        )}
        <button type="button" className="button button--small" onClick={() => void openTags()}>
          {t('sidebar.details.manageTags')}
        </button>
      </section>
      <section className="side-panel side-panel--tab" aria-labelledby={`details-location-${agreement.id}`}>
        <h2 className="side-panel__title" id={`details-location-${agreement.id}`}>
          {t('sidebar.details.location')}
        </h2>
        <dl className="details-panel__facts">
          <dt>{t('sidebar.details.workspace')}</dt>
          <dd>{workspace?.name ?? '—'}</dd>
          <dt>{t('sidebar.details.folder')}</dt>
          <dd>{folder?.name ?? t('sidebar.details.noFolder')}</dd>
        </dl>
        <button type="button" className="button button--small" onClick={() => void openMove()}>
          {t('sidebar.details.move')}
        </button>
      </section>
      {dialog?.kind === 'tags' && (
        <TagsDialog agreement={asListed(agreement)} tags={dialog.tags} onTagCreated={() => undefined} onChanged={() => void reload()} onClose={() => setDialog(null)} />
      )}
      {dialog?.kind === 'move' && (
        <MoveDialog
          agreement={asListed(agreement)}
          workspaces={dialog.workspaces}
          onMoved={() => {
            setDialog(null);
            void reload();
          }}
          onClose={() => setDialog(null)}
        />
      )}
    </div>
  );
}
