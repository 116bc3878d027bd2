import { useCallback, useEffect, useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '../design/index.js';
import { useErrorText } from '../errors/useErrorText.js';
import { initials } from '../members/MemberList.js';
import { roleLabel } from '../roles/roleLabel.js';
import { useSession } from '../session/services.js';
import { grantAccess, listAccess, loadShareChoices, revokeAccess, type AccessEntry, type ShareChoices, type ShareResource } from './sharingApi.js';
import '../members/members.css';
import './sharing.css';

/** Props of ShareDialog. */
export interface ShareDialogProps {
  resource: ShareResource;
  onClose(): void;
}

type Status = { kind: 'loading' } | { kind: 'ready' } | { kind: 'failed'; error: unknown };

/** The picker value of an actor: `position:4`, `group:2`. */
const actorValue = (type: 'position' | 'group', id: number) => `${type}:${id}`;

/**
 * The Share dialog of a workspace or a contract (§6 role bindings, §7 POST/DELETE
 * /{resource}s/{id}/{actor}s/{id}/bindings/): who has access, each person or group with its
 * role and a Remove button, and a form to give a person or a group (§3 Group) a role. Account
 * admins reach everything without a binding, which the dialog says. Opened from the workspace
 * options and from the contract page's header; needs collection:acl:update or agreement:acl:update
 * (the server answers 403 99 otherwise, shown in the dialog).
 */
export function ShareDialog({ resource, onClose }: ShareDialogProps) {
  const { t } = useTranslation('members');
  const errorText = useErrorText();
  const id = useId();
  const selfId = useSession((s) => s.position?.id);
  const [status, setStatus] = useState<Status>({ kind: 'loading' });
  const [entries, setEntries] = useState<AccessEntry[]>([]);
  const [choices, setChoices] = useState<ShareChoices>({ roles: [], groups: [], colleagues: [] });
  const [actor, setActor] = useState('');
  const [roleId, setRoleId] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const [announce, setAnnounce] = useState('');

  // Keyed by type and id: a parent may pass a new resource object on every render.
  const { type: resourceType, id: resourceId } = resource;
  const reload = useCallback(async () => setEntries((await listAccess({ type: resourceType, id: resourceId })).collection), [resourceType, resourceId]);

  useEffect(() => {
    let live = true;
    Promise.all([reload(), loadShareChoices()]).then(
      ([, loaded]) => {
        if (!live) return;
        setChoices(loaded);
        setRoleId(String(loaded.roles[0]?.id ?? ''));
        setStatus({ kind: 'ready' });
      },
      (failure: unknown) => live && setStatus({ kind: 'failed', error: failure }),
    );
    return () => {
      live = false;
    };
  }, [reload]);

  const run = async (work: () => Promise<unknown>, done: string) => {
    setBusy(true);
    setError(null);
    try {
      await work();
      await reload();
      setAnnounce(done);
      return true;
    } catch (failure) {
      setError(failure);
      return false;
    } finally {
      setBusy(false);
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const [type, raw] = actor.split(':');
    if (!raw || !roleId) return;
    const target = { type: type as 'position' | 'group', id: Number(raw) };
    const name =
      target.type === 'group' ? (choices.groups.find((g) => g.id === target.id)?.name ?? '') : (choices.colleagues.find((c) => c.id === target.id)?.fullname ?? '');
    if (await run(() => grantAccess(resource, target, Number(roleId)), t('share.added', { name }))) setActor('');
  };

  const roleOf = (entry: AccessEntry) => {
    const role = choices.roles.find((r) => r.id === entry.role_id);
    return role ? roleLabel(t, role) : entry.role_name;
  };

  return (
    <Modal
      title={t(resource.type === 'collection' ? 'share.titleWorkspace' : 'share.titleContract', { name: resource.name })}
      description={t(resource.type === 'collection' ? 'share.textWorkspace' : 'share.textContract')}
      onClose={onClose}
      footer={
        <button type="button" className="button" onClick={onClose}>
          {t('share.done')}
        </button>
      }
    >
      {status.kind === 'loading' && <p className="hint">{t('share.loading')}</p>}
      {status.kind === 'failed' && (
        <p className="field-error" role="alert">
          {errorText(status.error)}
        </p>
      )}
      {status.kind === 'ready' && (
        <>
          <form className="share-form" onSubmit={(e) => void submit(e)}>
            <div className="field">
              <label htmlFor={`${id}-actor`}>{t('share.who')}</label>
              <select id={`${id}-actor`} value={actor} onChange={(e) => setActor(e.currentTarget.value)}>
                <option value="">{t('share.choose')}</option>
                {choices.groups.length > 0 && (
                  <optgroup label={t('share.groups')}>
                    {choices.groups.map((g) => (
                      <option key={`g${g.id}`} value={actorValue('group', g.id)}>
                        {t('share.groupOption', { name: g.name, count: g.positions.length })}
                      </option>
                    ))}
                  </optgroup>
                )}
                <optgroup label={t('share.people')}>
                  {choices.colleagues
                    .filter((c) => c.id !== selfId)
                    .map((c) => (
                      <option key={`p${c.id}`} value={actorValue('position', c.id)}>
                        {`${c.fullname} (${c.email})`}
                      </option>
                    ))}
                </optgroup>
              </select>
            </div>
            <div className="field">
              <label htmlFor={`${id}-role`}>{t('share.role')}</label>
              <select id={`${id}-role`} value={roleId} onChange={(e) => setRoleId(e.currentTarget.value)}>
                {choices.roles.map((r) => (
                  <option key={r.id} value={r.id}>
                    {roleLabel(t, r)}
                  </option>
                ))}
              </select>
            </div>
            <button type="submit" className="button primary share-form__submit" disabled={busy || actor === '' || roleId === ''}>
              {t('share.add')}
            </button>
          </form>
          {error !== null && (
            <p className="field-error" role="alert">
              {errorText(error)}
            </p>
          )}
          <h3 className="share-list__title">{t('share.whoHasAccess')}</h3>
          {entries.length === 0 ? (
            <p className="hint">{t('share.nobody')}</p>
          ) : (
            <ul className="share-list">
              {entries.map((entry) => (
                <li key={entry.id} className="share-entry">
                  <span className={entry.actor_type === 'group' ? 'member-avatar share-entry__group' : 'member-avatar'} aria-hidden="true">
                    {initials(entry.actor_name)}
                  </span>
                  <span className="member-who">
                    <span className="member-name">{entry.actor_name}</span>
                    <span className="member-email">{entry.actor_email ?? t('share.group')}</span>
                  </span>
                  <span className="share-entry__role">{roleOf(entry)}</span>
                  <button
                    type="button"
                    className="button"
                    disabled={busy}
                    aria-label={t('share.removeFor', { name: entry.actor_name, role: roleOf(entry) })}
                    onClick={() =>
                      void run(() => revokeAccess(resource, { type: entry.actor_type, id: entry.actor_id }, entry.role_id), t('share.removed', { name: entry.actor_name }))
                    }
                  >
                    {t('share.remove')}
                  </button>
                </li>
              ))}
            </ul>
          )}
          <p className="hint share-admins">{t('share.admins')}</p>
          <p className="ink-visually-hidden" role="status">
            {announce}
          </p>
        </>
      )}
    </Modal>
  );
}
