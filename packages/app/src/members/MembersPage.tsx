import { parseLanguage, storedLanguage } from '@inkflow/core';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../dashboard/ConfirmDialog.js';
import { Pager } from '../dashboard/Pager.js';
import { showToast } from '../design/index.js';
import { useErrorText } from '../errors/useErrorText.js';
import { useSession } from '../session/services.js';
import { SettingsCard, SettingsLayout, SettingsLoadState } from '../settings/SettingsLayout.js';
import { useSettingsLoad } from '../settings/useSettingsLoad.js';
import { usePageTitle } from '../title/usePageTitle.js';
import { BuySeatsDialog } from './BuySeatsDialog.js';
import { InviteDialog } from './InviteDialog.js';
import { MemberList, type MemberAction } from './MemberList.js';
import { changeSeats, invite, listMembers, loadSeats, memberActions, type Member, type Seats } from './membersApi.js';
import '../dashboard/dashboard.css';
import './members.css';

/** Members per page (§9 page size 20). */
export const membersPageSize = 20;

type Dialog = { kind: 'invite' } | { kind: 'seats' } | { kind: 'confirm'; member: Member; action: 'deactivate' | 'revokeDevices' | 'withdraw' } | null;

/**
 * `/settings/members` (§3 Position userRole, §5 seats, §7 account and position actions), for
 * account admins (the server answers others 403 99, shown as Access denied): the seats bought
 * and in use with Buy seats, the members — positions and pending invitations, each with role,
 * status and last login — paged by 20, Invite colleagues, and per member a menu to make admin or
 * member, revoke trusted devices, deactivate or reactivate, resend or withdraw an invitation.
 * Destructive actions ask first; each ends with a toast saying what happened or why not (§8).
 */
export function MembersPage() {
  const { t } = useTranslation('members');
  usePageTitle(t('members.title'));
  const errorText = useErrorText();
  const position = useSession((s) => s.position);
  const accountId = position?.account.id;
  const [members, setMembers] = useState<{ collection: Member[]; count: number }>({ collection: [], count: 0 });
  const [seats, setSeats] = useState<Seats | null>(null);
  const [page, setPage] = useState(0);
  const [dialog, setDialog] = useState<Dialog>(null);

  const reload = useCallback(async () => {
    if (accountId === undefined) return;
    const [list, counted] = await Promise.all([listMembers(accountId, { limit: membersPageSize, offset: page * membersPageSize }), loadSeats(accountId)]);
    setMembers(list);
    setSeats(counted);
  }, [accountId, page]);

  const status = useSettingsLoad(reload, undefined, [reload]);

  /** Runs a member action with a toast for its outcome, then reloads the list and seats. */
  const act = async (work: () => Promise<unknown>, done: string): Promise<void> => {
    try {
      await work();
      showToast({ type: 'success', title: done });
    } catch (error) {
      showToast({ type: 'error', title: t('actions.failed'), description: errorText(error) });
    }
    await reload().catch(() => undefined);
  };

  const onAction = (member: Member, action: MemberAction) => {
    const name = member.fullname || member.email;
    switch (action) {
      case 'makeAdmin':
      case 'makeMember':
        void act(() => memberActions.changeRole(member.id, action === 'makeAdmin' ? 'admin' : 'member'), t(`done.${action}`, { name }));
        break;
      case 'reactivate':
        void act(() => memberActions.reactivate(member.id), t('done.reactivate', { name }));
        break;
      case 'resend':
        void act(() => memberActions.resendInvitation(member.id), t('done.resend', { email: member.email }));
        break;
      default:
        setDialog({ kind: 'confirm', member, action });
    }
  };

  const confirm = dialog?.kind === 'confirm' ? dialog : null;
  const confirmName = confirm ? confirm.member.fullname || confirm.member.email : '';
  const confirmRun = async () => {
    if (!confirm) return;
    const { member, action } = confirm;
    if (action === 'deactivate') await memberActions.deactivate(member.id);
    else if (action === 'revokeDevices') await memberActions.revokeDevices(member.id);
    else await memberActions.withdrawInvitation(member.id);
  };

  const seatsTitle = seats ? t('seats.used', { used: seats.used, count: seats.number_of_seats }) : '';
  const percent = seats ? Math.min(100, Math.round((seats.used / Math.max(1, seats.number_of_seats)) * 100)) : 0;

  return (
    <SettingsLayout titleId="members-title" title={t('members.title')} intro={t('members.intro')}>
      <SettingsLoadState status={status}>
        {seats && (
          <>
            <SettingsCard
              title={t('seats.title')}
              footer={
                <>
                  <p className="hint">{t('seats.available', { count: seats.available })}</p>
                  <button type="button" className="button" onClick={() => setDialog({ kind: 'seats' })}>
                    {t('seats.buy')}
                  </button>
                </>
              }
            >
              <p className="seats-figure">{seatsTitle}</p>
              <div className={`seats-meter${seats.available === 0 ? ' seats-meter--full' : ''}`} aria-hidden="true">
                <span style={{ width: `${percent}%` }} />
              </div>
              <p className="hint">{t('seats.explain', { active: seats.active, invited: seats.invited })}</p>
            </SettingsCard>
            <SettingsCard>
              <div className="members-head">
                <h2 className="settings-card__title members-head__title">{t('list.title', { count: members.count })}</h2>
                <button type="button" className="button primary" onClick={() => setDialog({ kind: 'invite' })}>
                  {t('invite.open')}
                </button>
              </div>
              <MemberList members={members.collection} selfId={position?.id ?? 0} onAction={onAction} />
              <Pager page={page} count={members.count} pageSize={membersPageSize} onPage={setPage} />
            </SettingsCard>
          </>
        )}
      </SettingsLoadState>
      {dialog?.kind === 'invite' && seats && (
        <InviteDialog
          defaultLanguage={storedLanguage(parseLanguage(position?.language ?? 'en') ?? 'en')}
          available={seats.available}
          onInvite={async (input) => {
            await invite(input);
            setDialog(null);
            showToast({ type: 'success', title: t('done.invite', { email: input.email }) });
            await reload().catch(() => undefined);
          }}
          onBuySeats={() => setDialog({ kind: 'seats' })}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog?.kind === 'seats' && seats && accountId !== undefined && (
        <BuySeatsDialog
          seats={seats}
          onChange={async (n) => {
            const next = await changeSeats(accountId, n);
            setSeats(next);
            setDialog(null);
            showToast({ type: 'success', title: t('done.seats', { count: next.number_of_seats }) });
          }}
          onClose={() => setDialog(null)}
        />
      )}
      {confirm && (
        <ConfirmDialog
          title={t(`confirm.${confirm.action}.title`)}
          text={t(`confirm.${confirm.action}.text`, { name: confirmName })}
          confirmLabel={t(`confirm.${confirm.action}.confirm`)}
          onConfirm={confirmRun}
          onDone={() => {
            setDialog(null);
            showToast({ type: 'success', title: t(`done.${confirm.action}`, { name: confirmName }) });
            void reload().catch(() => undefined);
          }}
          onClose={() => setDialog(null)}
        />
      )}
    </SettingsLayout>
  );
}
