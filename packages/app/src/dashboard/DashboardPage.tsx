import { limits } from '@inkflow/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../errors/useErrorText.js';
import { Loading } from '../layout/Loading.js';
import { useSession } from '../session/services.js';
import { usePageTitle } from '../title/usePageTitle.js';
import { AgreementList } from './AgreementList.js';
import { NewContractButton } from './NewContractButton.js';
import { Pager } from './Pager.js';
import { useAgreementList } from './useAgreementList.js';

/**
 * `/contracts`, the dashboard (spec §2): heading Contracts, the workspace name, New contract
 * (in the first workspace of /positions/me) and the agreements, newest change first, 20 a page.
 */
export function DashboardPage() {
  const { t } = useTranslation('app');
  usePageTitle(t('dashboard.title'));
  const errorText = useErrorText();
  const workspace = useSession((s) => s.position?.collections.find((c) => !c.virtual) ?? s.position?.collections[0]);
  const [page, setPage] = useState(0);
  const { agreements, count, loading, error } = useAgreementList(page);

  return (
    <section className="dashboard" aria-labelledby="dashboard-title">
      <div className="page-head">
        <div>
          <h1 id="dashboard-title">{t('dashboard.title')}</h1>
          {workspace && <p className="workspace-name">{t('dashboard.workspace', { name: workspace.name })}</p>}
        </div>
        <NewContractButton collectionId={workspace?.id} />
      </div>
      {error !== null && (
        <p className="field-error" role="alert">
          {errorText(error)}
        </p>
      )}
      {loading && agreements.length === 0 ? (
        <Loading />
      ) : agreements.length === 0 && error === null ? (
        <p className="empty">{t('dashboard.empty')}</p>
      ) : (
        <AgreementList agreements={agreements} />
      )}
      <Pager page={page} count={count} pageSize={limits.pageSize} onPage={setPage} />
    </section>
  );
}
