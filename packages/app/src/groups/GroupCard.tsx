import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../dashboard/EmptyState.js';
import { Menu } from '../design/index.js';
import type { Member } from '../members/membersApi.js';
import { initials } from '../members/MemberList.js';
import type { Group } from './groupsApi.js';

/** Props of GroupCard. */
export interface GroupCardProps {
  group: Group;
  /** The account's active positions, offered to add. */
  colleagues: Member[];
  onAdd(positionId: number): Promise<unknown>;
  onRemove(positionId: number): Promise<unknown>;
  onRename(): void;
  onDelete(): void;
}

/**
 * One group (§3 Group: positions) on the groups page: its name and member count, a menu (Rename,
 * Delete), its members each with a Remove button, and a colleague picker to add one. A group
 * without members shows the group-members empty state (§2).
 */
export function GroupCard({ group, colleagues, onAdd, onRemove, onRename, onDelete }: GroupCardProps) {
  const { t } = useTranslation('members');
  const id = useId();
  const [pick, setPick] = useState('');
  const [busy, setBusy] = useState(false);
  const inGroup = new Set(group.positions.map((p) => p.id));
  const candidates = colleagues.filter((c) => !inGroup.has(c.id));
  const headingId = `${id}-name`;

  const run = async (work: () => Promise<unknown>) => {
    setBusy(true);
    try {
      await work();
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="group-card" aria-labelledby={headingId}>
      <header className="group-card__head">
        <div>
          <h2 id={headingId} className="group-card__name">
            {group.name}
          </h2>
          <p className="hint">{t('groups.memberCount', { count: group.positions.length })}</p>
        </div>
        <Menu
          trigger={
            <button type="button" className="button icon-button" aria-label={t('groups.optionsFor', { name: group.name })}>
              <span aria-hidden="true">⋯</span>
            </button>
          }
          items={[
            { label: t('groups.rename'), onSelect: onRename },
            { label: t('groups.delete'), onSelect: onDelete, danger: true },
          ]}
        />
      </header>
      {group.positions.length === 0 ? (
        <EmptyState kind="groupMembers" title={t('groups.emptyMembersTitle')} text={t('groups.emptyMembersText')} />
      ) : (
        <ul className="group-members" aria-label={t('groups.membersOf', { name: group.name })}>
          {group.positions.map((p) => (
            <li key={p.id} className="group-member">
              <span className="member-avatar" aria-hidden="true">
                {initials(p.fullname || p.email)}
              </span>
              <span className="member-who">
                <span className="member-name">{p.fullname}</span>
                <span className="member-email">{p.email}</span>
              </span>
              <button type="button" className="button" disabled={busy} aria-label={t('groups.removeMember', { name: p.fullname, group: group.name })} onClick={() => void run(() => onRemove(p.id))}>
                {t('groups.remove')}
              </button>
            </li>
          ))}
        </ul>
      )}
      {candidates.length > 0 && (
        <form
          className="group-add"
          onSubmit={(e) => {
            e.preventDefault();
            if (pick) void run(() => onAdd(Number(pick))).then(() => setPick(''));
          }}
        >
          <label htmlFor={`${id}-add`}>{t('groups.addLabel')}</label>
          <div className="group-add__row">
            <select id={`${id}-add`} value={pick} onChange={(e) => setPick(e.currentTarget.value)}>
              <option value="">{t('groups.choose')}</option>
              {candidates.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.fullname ? `${c.fullname} (${c.email})` : c.email}
                </option>
              ))}
            </select>
            <button type="submit" className="button" disabled={busy || pick === ''}>
              {t('groups.add')}
            </button>
          </div>
        </form>
      )}
    </section>
  );
}
