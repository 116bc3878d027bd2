import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Folder, ListedAgreement } from './dashboardApi.js';
import type { DashboardView } from './listQuery.js';
import { Menu } from '../design/index.js';

/** What a row's controls ask the page to do. */
export type RowAction = 'move' | 'tags' | 'rename' | 'delete' | 'use' | 'restore' | 'purge';

/** Props of AgreementList: the rows of one page, which view they belong to, the workspace's folders (for names) and the action handler. */
export interface AgreementListProps {
  agreements: ListedAgreement[];
  view: DashboardView;
  folders?: Folder[];
  onAction?(action: RowAction, agreement: ListedAgreement): void;
}

/** One row's actions: Move, Tags, Rename and Delete behind an "Actions for {name}" design Menu. */
function RowMenu({ agreement, onAction }: { agreement: ListedAgreement; onAction(action: RowAction): void }) {
  const { t } = useTranslation('workspace');
  return (
    <Menu
      trigger={
        <button type="button" className="button small row-menu-toggle" aria-label={t('list.actions', { name: agreement.name })}>
          <span aria-hidden="true">⋯</span>
        </button>
      }
      items={[
        { label: t('list.move'), onSelect: () => onAction('move') },
        { label: t('list.editTags'), onSelect: () => onAction('tags') },
        { label: t('list.rename'), onSelect: () => onAction('rename') },
        { label: t('list.delete'), onSelect: () => onAction('delete'), danger: true },
      ]}
    />
  );
}

/**
 * The dashboard's rows as a table-like list (a visual column head: name, status, updated; each
 * row one line at wide widths, stacked on phones): the name links to the editor (/documents/{id}, its accessible name is
 * the agreement name), the state (`sign:state.N`), folder, tags (when the list sends them) and
 * change time. Contracts and templates get the actions menu (templates also Use template); the
 * trash gets Restore and Delete permanently.
 */
export function AgreementList({ agreements, view, folders = [], onAction = () => {} }: AgreementListProps) {
  const { t, i18n } = useTranslation('workspace');
  const { t: tApp } = useTranslation('app');
  const { t: tSign } = useTranslation('sign');
  const format = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  const folderName = new Map(folders.map((f) => [f.id, f.name]));
  return (
    <div className="agreement-table" data-view={view}>
      <div className="agreement-table-head" aria-hidden="true">
        <span>{tApp('dashboard.name')}</span>
        <span>{t('list.status')}</span>
        <span>{tApp('dashboard.updated')}</span>
        <span />
      </div>
      <ul className="agreement-list" aria-label={view === 'contracts' ? tApp('dashboard.list') : t(`list.${view}`)}>
        {agreements.map((agreement) => {
          const folder = agreement.folder_id === null ? undefined : folderName.get(agreement.folder_id);
          return (
            <li key={agreement.id} className="agreement-row">
              <div className="agreement-main">
                <Link to={`/documents/${agreement.id}`} className="agreement-name">
                  {agreement.name}
                </Link>
                {(folder !== undefined || (agreement.tags && agreement.tags.length > 0)) && (
                  <div className="agreement-meta">
                    {folder !== undefined && <span className="agreement-folder">{t('list.folder', { name: folder })}</span>}
                    {agreement.tags && agreement.tags.length > 0 && (
                      <ul className="agreement-tags" aria-label={t('list.tags')}>
                        {agreement.tags.map((tag) => (
                          <li key={tag.id} className="tag-chip static">
                            {tag.name}
                          </li>
                        ))}
                      </ul>
                    )}
                  </div>
                )}
              </div>
              <span className="agreement-state">
                <span className={`state-badge state-${agreement.state}`}>{tSign(`state.${agreement.state}`)}</span>
              </span>
              <time dateTime={agreement.updated} className="agreement-updated">
                {format.format(new Date(agreement.updated))}
              </time>
              <div className="agreement-actions">
                {view === 'templates' && (
                  <button type="button" className="button small" aria-label={t('library.use', { name: agreement.name })} onClick={() => onAction('use', agreement)}>
                    {t('library.useShort')}
                  </button>
                )}
                {view === 'trash' ? (
                  <>
                    <button type="button" className="button small" aria-label={t('list.restoreNamed', { name: agreement.name })} onClick={() => onAction('restore', agreement)}>
                      {t('list.restore')}
                    </button>
                    <button type="button" className="button small danger" aria-label={t('list.purgeNamed', { name: agreement.name })} onClick={() => onAction('purge', agreement)}>
                      {t('list.deletePermanently')}
                    </button>
                  </>
                ) : (
                  <RowMenu agreement={agreement} onAction={(action) => onAction(action, agreement)} />
                )}
              </div>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
