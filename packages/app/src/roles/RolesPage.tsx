import type { RoleWire } from '@inkflow/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../session/services.js';
import { SettingsLayout, SettingsLoadState } from '../settings/SettingsLayout.js';
import { useSettingsLoad } from '../settings/useSettingsLoad.js';
import { usePageTitle } from '../title/usePageTitle.js';
import { areasFor, permissionKey } from './permissionAreas.js';
import { roleLabel } from './roleLabel.js';
import './roles.css';

/**
 * `/settings/roles` (§3 Role, §6): the roles as a read-only matrix — one column per role (the
 * account role Admin, which holds everything in its account, then the built-in roles and the
 * account's own from GET /roles/), one row per permission with a readable name, grouped by area
 * (permissionAreas). Each cell says in words whether the role allows it. Wide on phones: the
 * matrix scrolls sideways inside its frame, with the permission column kept in view.
 */
export function RolesPage() {
  const { t } = useTranslation('members');
  usePageTitle(t('roles.title'));
  const [roles, setRoles] = useState<RoleWire[]>([]);
  const status = useSettingsLoad(() => api.call('GET /roles/'), (list) => setRoles(list.collection), []);

  const roleName = (role: RoleWire) => roleLabel(t, role);
  const permissionName = (name: string) => t(`roles.permission.${permissionKey(name)}`, { defaultValue: name });

  return (
    <SettingsLayout titleId="roles-title" title={t('roles.title')} intro={t('roles.intro')}>
      <SettingsLoadState status={status}>
        <div className="roles-frame" role="region" aria-labelledby="roles-caption" tabIndex={0}>
          <table className="roles-matrix">
            <caption id="roles-caption">{t('roles.caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('roles.permissionColumn')}</th>
                <th scope="col">
                  {t('roles.admin')}
                  <span className="roles-matrix__kind">{t('roles.accountRole')}</span>
                </th>
                {roles.map((role) => (
                  <th scope="col" key={role.id}>
                    {roleName(role)}
                    <span className="roles-matrix__kind">{role.account_id === null ? t('roles.builtInKind') : t('roles.customKind')}</span>
                  </th>
                ))}
              </tr>
            </thead>
            {areasFor(roles.flatMap((r) => r.permissions)).map((area) => (
              <tbody key={area.id}>
                <tr className="roles-matrix__area">
                  <th scope="colgroup" colSpan={roles.length + 2}>
                    {t(`roles.area.${area.id}`)}
                  </th>
                </tr>
                {area.permissions.map((permission) => (
                  <tr key={permission}>
                    <th scope="row">
                      {permissionName(permission)}
                      <code className="roles-matrix__code">{permission}</code>
                    </th>
                    <td>
                      <Allowed allowed label={t('roles.allowed')} />
                    </td>
                    {roles.map((role) => (
                      <td key={role.id}>
                        <Allowed allowed={role.permissions.includes(permission)} label={role.permissions.includes(permission) ? t('roles.allowed') : t('roles.notAllowed')} />
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            ))}
          </table>
        </div>
      </SettingsLoadState>
    </SettingsLayout>
  );
}

/** A matrix cell: a check mark or a dash, with the words for screen readers. */
function Allowed({ allowed, label }: { allowed: boolean; label: string }) {
  return (
    <span className={allowed ? 'roles-cell roles-cell--yes' : 'roles-cell roles-cell--no'}>
      <span aria-hidden="true">{allowed ? '✓' : '–'}</span>
      <span className="ink-visually-hidden">{label}</span>
    </span>
  );
}
