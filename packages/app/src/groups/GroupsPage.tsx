import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../dashboard/ConfirmDialog.js';
import { EmptyState } from '../dashboard/EmptyState.js';
import { NameDialog } from '../dashboard/NameDialog.js';
import { Pager } from '../dashboard/Pager.js';
import { showToast } from '../design/index.js';
import { useErrorText } from '../errors/useErrorText.js';
import { listMembers, type Member } from '../members/membersApi.js';
import { useSession } from '../session/services.js';
import { SettingsLayout, SettingsLoadState } from '../settings/SettingsLayout.js';
import { useSettingsLoad } from '../settings/useSettingsLoad.js';
import { usePageTitle } from '../title/usePageTitle.js';
import { GroupCard } from './GroupCard.js';
import { groupActions, listGroups, type Group } from './groupsApi.js';
import '../dashboard/dashboard.css';
import '../members/members.css';
import './groups.css';

/** Groups per page (§9 page size 20). */
export const groupsPageSize = 20;

type Dialog = { kind: 'create' } | { kind: 'rename'; group: Group } | { kind: 'delete'; group: Group } | null;

/** Every active position of the account, for the member pickers (pages of 100). */
async function activeColleagues(accountId: number): Promise<Member[]> {
  const found: Member[] = [];
  for (let offset = 0; ; offset += 100) {
    const page = await listMembers(accountId, { limit: 100, offset });
    found.push(...page.collection.filter((m) => m.kind === 'position' && m.status === 'active'));
    if (offset + 100 >= page.count) return found;
  }
}

/**
 * `/settings/groups` (§3 Group: account, positions; §7 GET /groups/ and the group calls), for
 * account admins: the groups by name, 20 per page, each with its members; New group, rename and
 * delete (asking first), add and remove members. Groups are shared with like people are (the
 * workspace's and the contract's Share dialogs). No groups yet shows the group-members empty state.
 */
export function GroupsPage() {
  const { t } = useTranslation('members');
  usePageTitle(t('groups.title'));
  const errorText = useErrorText();
  const accountId = useSession((s) => s.position?.account.id);
  const [groups, setGroups] = useState<{ collection: Group[]; count: number }>({ collection: [], count: 0 });
  const [colleagues, setColleagues] = useState<Member[]>([]);
  const [page, setPage] = useState(0);
  const [dialog, setDialog] = useState<Dialog>(null);

  const reload = useCallback(async () => {
    setGroups(await listGroups({ limit: groupsPageSize, offset: page * groupsPageSize }));
  }, [page]);

  const status = useSettingsLoad(accountId === undefined ? undefined : () => Promise.all([reload(), activeColleagues(accountId).then(setColleagues)]), undefined, [accountId, reload]);

  /** Puts the group an action answered in place of the old one. */
  const replace = (next: Group) => setGroups((g) => ({ ...g, collection: g.collection.map((x) => (x.id === next.id ? next : x)) }));
  const act = async (work: () => Promise<Group>, done: string) => {
    try {
      replace(await work());
      showToast({ type: 'success', title: done });
    } catch (error) {
      showToast({ type: 'error', title: t('actions.failed'), description: errorText(error) });
    }
  };

  const newGroup = (
    <button type="button" className="button primary" onClick={() => setDialog({ kind: 'create' })}>
      {t('groups.new')}
    </button>
  );

  return (
    <SettingsLayout titleId="groups-title" title={t('groups.title')} intro={t('groups.intro')}>
      <SettingsLoadState status={status}>
        {groups.count === 0 ? (
          <EmptyState kind="groupMembers" title={t('groups.emptyTitle')} text={t('groups.emptyText')}>
            {newGroup}
          </EmptyState>
        ) : (
          <>
            <div className="groups-toolbar">
              <p className="hint">{t('groups.count', { count: groups.count })}</p>
              {newGroup}
            </div>
            {groups.collection.map((group) => {
              const nameOf = (positionId: number) => group.positions.find((p) => p.id === positionId)?.fullname ?? colleagues.find((c) => c.id === positionId)?.fullname ?? '';
              return (
                <GroupCard
                  key={group.id}
                  group={group}
                  colleagues={colleagues}
                  onAdd={(pid) => act(() => groupActions.addMember(group.id, pid), t('groups.added', { name: nameOf(pid), group: group.name }))}
                  onRemove={(pid) => act(() => groupActions.removeMember(group.id, pid), t('groups.removed', { name: nameOf(pid), group: group.name }))}
                  onRename={() => setDialog({ kind: 'rename', group })}
                  onDelete={() => setDialog({ kind: 'delete', group })}
                />
              );
            })}
            <Pager page={page} count={groups.count} pageSize={groupsPageSize} onPage={setPage} />
          </>
        )}
      </SettingsLoadState>
      {dialog?.kind === 'create' && (
        <NameDialog
          title={t('groups.createTitle')}
          text={t('groups.createText')}
          label={t('groups.name')}
          submitLabel={t('groups.createSubmit')}
          cancelLabel={t('common.cancel')}
          onSubmit={async (name) => {
            const created = await groupActions.create(name);
            setDialog(null);
            showToast({ type: 'success', title: t('groups.created', { name: created.name }) });
            await reload();
          }}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog?.kind === 'rename' && (
        <NameDialog
          title={t('groups.renameTitle')}
          label={t('groups.name')}
          initialName={dialog.group.name}
          submitLabel={t('groups.renameSubmit')}
          cancelLabel={t('common.cancel')}
          onSubmit={async (name) => {
            replace(await groupActions.rename(dialog.group.id, name));
            setDialog(null);
          }}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog?.kind === 'delete' && (
        <ConfirmDialog
          title={t('groups.deleteTitle')}
          text={t('groups.deleteText', { name: dialog.group.name })}
          confirmLabel={t('groups.deleteConfirm')}
          onConfirm={() => groupActions.remove(dialog.group.id)}
          onDone={() => {
            setDialog(null);
            showToast({ type: 'success', title: t('groups.deleted', { name: dialog.group.name }) });
            if (page > 0 && groups.collection.length === 1) setPage(page - 1);
            else void reload().catch(() => undefined);
          }}
          onClose={() => setDialog(null)}
        />
      )}
    </SettingsLayout>
  );
}
