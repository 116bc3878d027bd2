import { useTranslation } from 'react-i18next';
import { Menu, type MenuEntry } from '../design/index.js';
import type { Member } from './membersApi.js';

/** What a member row's menu can ask for (the page confirms the destructive ones first). */
export type MemberAction = 'makeAdmin' | 'makeMember' | 'revokeDevices' | 'deactivate' | 'reactivate' | 'resend' | 'withdraw';

/** Props of MemberList. */
export interface MemberListProps {
  members: Member[];
  /** The signed-in position (it cannot deactivate itself). */
  selfId: number;
  onAction(member: Member, action: MemberAction): void;
}

/** The first letters of up to two words of `name` (e.g. "Ada Lovelace" → "AL"). */
export function initials(name: string): string {
  return name
    .split(/[\s@.]+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]!.toUpperCase())
    .join('');
}

/** The actions a row offers, in menu order. */
export function memberActions(member: Member, selfId: number): MemberAction[] {
  if (member.kind === 'invitation') return ['resend', 'withdraw'];
  const actions: MemberAction[] = [member.user_role === 'admin' ? 'makeMember' : 'makeAdmin'];
  if (member.status === 'active') actions.push('revokeDevices');
  if (member.id !== selfId) actions.push(member.status === 'deactivated' ? 'reactivate' : 'deactivate');
  return actions;
}

/**
 * The account's members as a list (§7 GET /accounts/{id}/members/): initials, name and email,
 * account role, status (active, invited, deactivated) and the last login or the invitation date,
 * and a row menu (Radix Menu) with the position actions. Rows become stacked cards on phones.
 */
export function MemberList({ members, selfId, onAction }: MemberListProps) {
  const { t, i18n } = useTranslation('members');
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });
  return (
    <ul className="member-list" aria-label={t('list.label')}>
      {members.map((member) => {
        const name = member.fullname || member.email;
        const when =
          member.kind === 'invitation'
            ? t('list.invitedOn', { date: date.format(new Date(member.created)) })
            : member.last_login_at
              ? t('list.lastLogin', { date: date.format(new Date(member.last_login_at)) })
              : t('list.neverLoggedIn');
        const items: MenuEntry[] = memberActions(member, selfId).map((action) => ({
          label: t(`actions.${action}`),
          onSelect: () => onAction(member, action),
          danger: action === 'deactivate' || action === 'withdraw',
        }));
        return (
          <li key={`${member.kind}-${member.id}`} className={`member-row member-row--${member.status}`}>
            <span className="member-avatar" aria-hidden="true">
              {initials(name)}
            </span>
            <span className="member-who">
              <span className="member-name">
                {name}
                {member.kind === 'position' && member.id === selfId && <span className="member-you"> {t('list.you')}</span>}
              </span>
              {member.fullname && (
                <span className="member-email" title={member.email}>
                  {member.email}
                </span>
              )}
            </span>
            <span className="member-tags">
              <span className="member-role">{t(`role.${member.user_role === 'admin' ? 'admin' : 'member'}`)}</span>
              <span className={`member-status member-status--${member.status}`}>{t(`status.${member.status}`)}</span>
            </span>
            <span className="member-when">{when}</span>
            <span className="member-menu">
              <Menu
                trigger={
                  <button type="button" className="button icon-button" aria-label={t('list.actionsFor', { name })}>
                    <span aria-hidden="true">⋯</span>
                  </button>
                }
                items={items}
              />
            </span>
          </li>
        );
      })}
    </ul>
  );
}
