import { limits } from '@inkflow/core';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { showToast } from '../design/index.js';
import { useErrorText } from '../errors/useErrorText.js';
import { useSession } from '../session/services.js';
import { useIsAccountAdmin } from '../session/useAccountFeature.js';
import { usePageTitle } from '../title/usePageTitle.js';
import { AgreementList, type RowAction } from './AgreementList.js';
import { ConfirmDialog } from './ConfirmDialog.js';
import { CreateMenu } from './CreateMenu.js';
import { rememberedWorkspace, rememberWorkspace } from './currentWorkspace.js';
import {
  createAgreementVia,
  createFolder,
  createWorkspace,
  deleteFolder,
  deleteWorkspace,
  renameAgreement,
  renameWorkspace,
  emptyTrash,
  listAgreementPage,
  listFolders,
  listTags,
  listWorkspaces,
  permanentlyDeleteAgreement,
  renameFolder,
  restoreAgreement,
  trashAgreement,
  type Folder,
  type ListedAgreement,
  type Tag,
  type Workspace,
} from './dashboardApi.js';
import { EmptyState } from './EmptyState.js';
import { FirstRun } from './FirstRun.js';
import { FilterBar } from './FilterBar.js';
import { FolderTree } from './FolderTree.js';
import { ListSkeleton } from './ListSkeleton.js';
import { filtersFromSearch, filtersToSearch, hasActiveFilters, type DashboardView, type ListFilters } from './listQuery.js';
import { createListQueryStore } from './listQueryStore.js';
import { MoveDialog } from './MoveDialog.js';
import { NameDialog } from './NameDialog.js';
import { Pager } from './Pager.js';
import { TagsDialog } from './TagsDialog.js';
import { useAsyncAction } from './useAsyncAction.js';
import { WorkspaceSwitcher } from './WorkspaceSwitcher.js';
import { workspaceName } from './workspaceName.js';
import './dashboard.css';

/** Props of DashboardPage: which list of the workspace it shows. */
export interface DashboardPageProps {
  view?: DashboardView;
}

type Dialog = { kind: 'move' | 'tags' | 'purge' | 'delete' | 'rename'; agreement: ListedAgreement } | { kind: 'emptyTrash' } | null;


/**
 * The signed-in dashboard (spec §2, issue #4). `/contracts` shows the current workspace (the
 * last one opened in this tab, see currentWorkspace) or else the first real one;
 * `/c/{workspaceId}` a workspace (0: Shared with me), with
 * `/templates` and `/trash` views. The workspace switcher, the folder tree, the filter bar and
 * the list share one list query store (listQueryStore, §4 states) whose filters live in the URL
 * search params. Page title: product | workspace (on /c routes) | list title.
 */
export function DashboardPage({ view = 'contracts' }: DashboardPageProps) {
  const { t } = useTranslation('workspace');
  const { t: tApp } = useTranslation('app');
  const errorText = useErrorText();
  const navigate = useNavigate();
  const params = useParams();
  const routeWorkspaceId = params.workspaceId !== undefined && /^\d+$/.test(params.workspaceId) ? Number(params.workspaceId) : null;
  const sessionWorkspaces = useSession((s) => s.position?.collections);
  // Account admins create and delete workspaces (§6).
  const canManageWorkspaces = useIsAccountAdmin();
  const [searchParams, setSearchParams] = useSearchParams();

  const [fetchedWorkspaces, setFetchedWorkspaces] = useState<Workspace[] | null>(null);
  const workspaces: Workspace[] = useMemo(
    () => fetchedWorkspaces ?? (sessionWorkspaces ?? []).map((c) => ({ id: c.id, name: c.name, virtual: c.virtual })),
    [fetchedWorkspaces, sessionWorkspaces],
  );
  const remembered = rememberedWorkspace();
  const defaultWorkspace = workspaces.find((w) => w.id === remembered) ?? workspaces.find((w) => !w.virtual) ?? workspaces[0];
  // Until GET /collections/ answers, trust the remembered id (it may be Shared with me, which /positions/me lacks).
  const workspaceId = routeWorkspaceId ?? (fetchedWorkspaces === null && remembered !== null ? remembered : (defaultWorkspace?.id ?? null));
  const workspace = workspaces.find((w) => w.id === workspaceId);
  const virtual = workspace?.virtual ?? workspaceId === 0;
  const shownName = workspace ? workspaceName(workspace, t) : undefined;
  // Shared with me (id 0) always exists (§3), so it is remembered before GET /collections/ answers.
  useEffect(() => {
    if (routeWorkspaceId !== null && (workspace || routeWorkspaceId === 0)) rememberWorkspace(routeWorkspaceId);
  }, [routeWorkspaceId, workspace]);

  const viewTitle = view === 'contracts' ? tApp('dashboard.title') : t(`views.${view}`);
  usePageTitle(viewTitle, routeWorkspaceId !== null ? shownName : undefined);

  // The list query: the URL (search params + route) is what the user sees and shares; the store follows it.
  const urlFilters = useMemo(() => filtersFromSearch(searchParams), [searchParams]);
  const [useList] = useState(() => createListQueryStore(listAgreementPage, { ...urlFilters, workspaceId, view }));
  const query = useList((s) => s.query);
  const status = useList((s) => s.status);
  const page = useList((s) => s.page);
  const loadError = useList((s) => s.error);
  const reload = useCallback(() => void useList.getState().load(), [useList]);

  useEffect(() => {
    useList.getState().replaceQuery({ ...urlFilters, workspaceId, view });
  }, [useList, urlFilters, workspaceId, view]);
  useEffect(() => {
    if (status === 'pristine' || status === 'dirty') void useList.getState().load();
  }, [useList, status]);

  const changeFilters = (patch: Partial<ListFilters>) => {
    useList.getState().setFilters(patch);
    setSearchParams(filtersToSearch(useList.getState().query));
  };
  const clearFilters = () => {
    useList.getState().clearFilters();
    setSearchParams(filtersToSearch(useList.getState().query));
  };

  useEffect(() => {
    let live = true;
    listWorkspaces().then(
      (list) => live && setFetchedWorkspaces(list),
      () => {}, // the session's workspaces stand in
    );
    return () => {
      live = false;
    };
  }, []);
  const refreshWorkspaces = async () => {
    const list = await listWorkspaces();
    setFetchedWorkspaces(list);
    return list;
  };

  const [tags, setTags] = useState<Tag[]>([]);
  useEffect(() => {
    let live = true;
    listTags().then(
      (list) => live && setTags(list),
      () => {},
    );
    return () => {
      live = false;
    };
  }, []);

  const [folders, setFolders] = useState<Folder[]>([]);
  const [folderError, setFolderError] = useState<unknown>(null);
  const loadFolders = useCallback(async () => {
    if (workspaceId === null || virtual) {
      setFolders([]);
      return;
    }
    try {
      setFolders(await listFolders(workspaceId));
      setFolderError(null);
    } catch (e) {
      setFolderError(e);
    }
  }, [workspaceId, virtual]);
  useEffect(() => {
    setFolders([]); // another workspace: never show the last one's folders meanwhile
    void loadFolders();
  }, [loadFolders]);

  const [dialog, setDialog] = useState<Dialog>(null);
  const [notice, setNotice] = useState('');
  const action = useAsyncAction();

  const onRowAction = (kind: RowAction, agreement: ListedAgreement) => {
    setNotice('');
    if (kind === 'move' || kind === 'tags' || kind === 'purge' || kind === 'delete' || kind === 'rename') {
      setDialog({ kind, agreement });
      return;
    }
    void action.run(async () => {
      if (kind === 'use') {
        if (workspaceId === null || virtual) return;
        const created = await createAgreementVia({ collection_id: workspaceId, source_id: agreement.id, ...(query.folderId !== null && query.folderId > 0 ? { folder_id: query.folderId } : {}) });
        navigate(`/documents/${created.id}`);
        return;
      }
      if (kind === 'restore') {
        await restoreAgreement(agreement.id);
        setNotice(t('list.restored', { name: agreement.name }));
      }
      reload();
    });
  };

  const base = `/c/${workspaceId ?? 0}`;
  const rows = page?.collection ?? [];
  const count = page?.count ?? 0;
  const filtered = hasActiveFilters(query);
  const canCreate = workspaceId !== null && !virtual ? workspaceId : undefined;

  let body;
  if (status === 'error') {
    body = (
      <div className="list-error" role="alert">
        <p>{t('list.error')}</p>
        <p className="field-error">{errorText(loadError)}</p>
        <button type="button" className="button" onClick={reload}>
          {t('list.retry')}
        </button>
      </div>
    );
  } else if (page === null) {
    body = <ListSkeleton label={t('list.loading')} />;
  } else if (rows.length === 0 && status === 'success') {
    body = filtered ? (
      <EmptyState kind="filtered" title={t('empty.filteredTitle')} text={t('empty.filteredText')}>
        <button type="button" className="button" onClick={clearFilters}>
          {t('filters.clear')}
        </button>
      </EmptyState>
    ) : view === 'trash' ? (
      <EmptyState kind="trash" title={t('empty.trashTitle')} text={t('empty.trashText')} />
    ) : view === 'templates' ? (
      <EmptyState kind="templates" title={t('empty.templatesTitle')} text={t('empty.templatesText')} />
    ) : virtual ? (
      <EmptyState kind="workspaces" title={t('empty.sharedTitle')} text={t('empty.sharedText')} />
    ) : canCreate !== undefined ? (
      <FirstRun workspaceId={canCreate} />
    ) : (
      <EmptyState kind="contracts" title={t('empty.contractsTitle')} text={t('empty.contractsText')} />
    );
  } else {
    const busy = status !== 'success';
    body = (
      <div className={busy ? 'list-body is-busy' : 'list-body'} aria-busy={busy}>
        <div className="list-summary">
          <p className="list-count">{view === 'templates' ? t('list.templateCount', { count }) : t('list.count', { count })}</p>
          {view === 'trash' && !virtual && count > 0 && (
            <button type="button" className="button danger small" onClick={() => setDialog({ kind: 'emptyTrash' })}>
              {t('trash.empty')}
            </button>
          )}
        </div>
        <AgreementList agreements={rows} view={view} folders={folders} onAction={onRowAction} />
        <Pager page={query.page} count={count} pageSize={limits.pageSize} onPage={(p) => changeFilters({ page: p })} />
      </div>
    );
  }

  return (
    <section className="dashboard" aria-labelledby="dashboard-title">
      <aside className="dashboard-sidebar">
        <WorkspaceSwitcher
          workspaces={workspaces}
          currentId={workspaceId}
          onSelect={(id) => navigate(`/c/${id}${view === 'contracts' ? '' : `/${view}`}`)}
          canManage={canManageWorkspaces}
          onCreate={async (name) => {
            const created = await createWorkspace(name);
            await refreshWorkspaces();
            showToast({ type: 'success', title: t('manage.created', { name: created.name }) });
            return created;
          }}
          onRename={async (id, name) => {
            const renamed = await renameWorkspace(id, name);
            await refreshWorkspaces();
            showToast({ type: 'success', title: t('manage.renamed', { name: renamed.name }) });
          }}
          onDelete={async (id) => {
            const gone = workspaces.find((w) => w.id === id);
            await deleteWorkspace(id);
            const list = await refreshWorkspaces();
            showToast({ type: 'success', title: t('manage.deleted', { name: gone?.name ?? '' }) });
            const next = list.find((w) => !w.virtual) ?? list[0];
            if (next) navigate(`/c/${next.id}`);
          }}
        />
        <nav className="view-nav" aria-label={t('views.label')}>
          {(['contracts', 'templates', 'trash'] as const).map((v) => (
            <Link key={v} to={v === 'contracts' ? base : `${base}/${v}`} aria-current={view === v ? 'page' : undefined}>
              {t(`views.${v}`)}
            </Link>
          ))}
        </nav>
        {!virtual && workspaceId !== null && (
          <>
            <FolderTree
              folders={folders}
              selected={query.folderId}
              includeSubfolders={query.includeSubfolders}
              onSelect={(folderId) => changeFilters({ folderId, includeSubfolders: false })}
              onIncludeSubfolders={(includeSubfolders) => changeFilters({ includeSubfolders })}
              onCreate={async (name, parentId) => {
                await createFolder(workspaceId, name, parentId);
                await loadFolders();
              }}
              onRename={async (id, name) => {
                await renameFolder(id, name);
                await loadFolders();
              }}
              onDelete={async (id) => {
                await deleteFolder(id);
                await loadFolders();
                reload();
              }}
            />
            {folderError !== null && <p className="hint">{t('folders.loadError')}</p>}
          </>
        )}
      </aside>

      <div className="dashboard-main">
        <div className="page-head">
          <div>
            <h1 id="dashboard-title">{viewTitle}</h1>
            {virtual ? (
              <p className="workspace-name">{t('manage.sharedSubtitle')}</p>
            ) : (
              shownName !== undefined && <p className="workspace-name">{tApp('dashboard.workspace', { name: shownName })}</p>
            )}
          </div>
          {view !== 'trash' && (
            <CreateMenu workspaceId={canCreate} folderId={query.folderId} />
          )}
        </div>
        <FilterBar filters={query} tags={tags} view={view} onChange={changeFilters} onClear={clearFilters} />
        <p className="dashboard-notice" role="status">
          {notice}
        </p>
        {action.error !== null && (
          <p className="field-error" role="alert">
            {errorText(action.error)}
          </p>
        )}
        {body}
      </div>

      {dialog?.kind === 'move' && (
        <MoveDialog
          agreement={dialog.agreement}
          workspaces={workspaces}
          onMoved={() => {
            setNotice(t('move.moved', { name: dialog.agreement.name }));
            setDialog(null);
            reload();
          }}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog?.kind === 'tags' && (
        <TagsDialog
          agreement={dialog.agreement}
          tags={tags}
          onTagCreated={(tag) => setTags((old) => (old.some((x) => x.id === tag.id) ? old : [...old, tag]))}
          onChanged={reload}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog?.kind === 'delete' && (
        <ConfirmDialog
          title={t('undo.deleteTitle')}
          text={t('undo.deleteText', { name: dialog.agreement.name })}
          confirmLabel={t('undo.deleteConfirm')}
          onConfirm={() => trashAgreement(dialog.agreement.id)}
          onDone={() => {
            const { id, name } = dialog.agreement;
            setDialog(null);
            reload();
            showToast({
              type: 'success',
              title: t('undo.movedToTrash'),
              description: t('undo.movedText', { name }),
              action: {
                label: t('undo.undo'),
                onAction: () =>
                  void action.run(async () => {
                    await restoreAgreement(id);
                    setNotice(t('undo.restored', { name }));
                    reload();
                  }),
              },
            });
          }}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog?.kind === 'rename' && (
        <NameDialog
          title={t('list.renameTitle')}
          label={t('list.renameLabel')}
          initialName={dialog.agreement.name}
          submitLabel={t('manage.renameSubmit')}
          cancelLabel={t('manage.cancel')}
          onSubmit={async (name) => {
            await renameAgreement(dialog.agreement.id, name);
            setDialog(null);
            reload();
          }}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog?.kind === 'purge' && (
        <ConfirmDialog
          title={t('trash.deleteTitle')}
          text={t('trash.deleteText', { name: dialog.agreement.name })}
          confirmLabel={t('trash.confirm')}
          onConfirm={() => permanentlyDeleteAgreement(dialog.agreement.id)}
          onDone={() => {
            setDialog(null);
            reload();
          }}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog?.kind === 'emptyTrash' && workspaceId !== null && (
        <ConfirmDialog
          title={t('trash.emptyTitle')}
          text={t('trash.emptyText', { name: shownName ?? '' })}
          confirmLabel={t('trash.confirm')}
          onConfirm={async () => setNotice(t('trash.emptied', { count: await emptyTrash(workspaceId) }))}
          onDone={() => {
            setDialog(null);
            reload();
          }}
          onClose={() => setDialog(null)}
        />
      )}
    </section>
  );
}
