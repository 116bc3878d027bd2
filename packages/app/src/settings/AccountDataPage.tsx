import { isAccountAdminRole } from '@inkflow/core';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showToast } from '../design/index.js';
import { useErrorText } from '../errors/useErrorText.js';
import { Loading } from '../layout/Loading.js';
import { useSession } from '../session/services.js';
import { usePageTitle } from '../title/usePageTitle.js';
import { loadDataManagement, type DataManagement } from './accountDataApi.js';
import { AccountExportCard } from './accountData/AccountExportCard.js';
import { CloseAccountCard } from './accountData/CloseAccountCard.js';
import { ClosingNotice } from './accountData/ClosingNotice.js';
import { RetentionCard } from './accountData/RetentionCard.js';
import { SettingsLayout } from './SettingsLayout.js';
import './accountData/accountData.css';

type Status = { kind: 'loading' } | { kind: 'ready'; data: DataManagement } | { kind: 'failed'; error: unknown };

/** Account roles that manage the account's data (§6 userRole). */

/**
 * `/settings/account-data` (§7 account actions "export", "data management", "cancellation";
 * docs/account-data.md), for the account's admins: three cards — Export your data, Retention
 * (with the account audit log), and Close account (the danger zone). While the account is
 * closing, the page shows the deletion date and "Keep my account" above the export, and nothing
 * else: it is the only page its admins can reach then (layout/SignedInLayout.tsx).
 */
export function AccountDataPage() {
  const { t } = useTranslation('app');
  usePageTitle(t('accountData.title'));
  const errorText = useErrorText();
  const position = useSession((s) => s.position);
  const accountId = position?.account.id;
  const isAdmin = isAccountAdminRole(position?.userRole);
  const [status, setStatus] = useState<Status>({ kind: 'loading' });

  const reload = useCallback(async () => {
    if (accountId === undefined) return;
    try {
      setStatus({ kind: 'ready', data: await loadDataManagement(accountId) });
    } catch (error) {
      setStatus({ kind: 'failed', error });
    }
  }, [accountId]);

  useEffect(() => {
    if (isAdmin) void reload();
  }, [isAdmin, reload]);

  // The session knows the account is closing (position.account.deletionDueAt): refresh it so the
  // rest of the app locks or unlocks with the page.
  const sessionChanged = () => void useSession.getState().load();

  return (
    <SettingsLayout titleId="account-data-title" title={t('accountData.title')} intro={t('accountData.intro')}>
      <div className="account-data">
        {!isAdmin && <p className="settings-card account-data__note">{t('accountData.adminsOnly')}</p>}
        {isAdmin && status.kind === 'loading' && <Loading />}
        {isAdmin && status.kind === 'failed' && (
          <p className="field-error" role="alert">
            {errorText(status.error)}
          </p>
        )}
        {isAdmin && status.kind === 'ready' && accountId !== undefined && (
          <>
            {status.data.cancellation && (
              <ClosingNotice
                accountId={accountId}
                cancellation={status.data.cancellation}
                onKept={() => {
                  showToast({ type: 'success', title: t('accountData.closing.kept') });
                  sessionChanged();
                  void reload();
                }}
              />
            )}
            <AccountExportCard accountId={accountId} />
            {!status.data.cancellation && (
              <>
                <RetentionCard accountId={accountId} initial={status.data.retention} />
                <CloseAccountCard
                  accountId={accountId}
                  accountName={position?.account.name ?? ''}
                  graceDays={status.data.graceDays}
                  onClosed={(data) => {
                    setStatus({ kind: 'ready', data });
                    showToast({ type: 'warning', title: t('accountData.close.closed') });
                    sessionChanged();
                  }}
                />
              </>
            )}
          </>
        )}
      </div>
    </SettingsLayout>
  );
}
