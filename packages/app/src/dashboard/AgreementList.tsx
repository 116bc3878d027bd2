import type { AgreementSummary } from '@inkflow/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** The dashboard's list: each agreement's name links to its editor, with its state text (`sign:state.N`) and update time. */
export function AgreementList({ agreements }: { agreements: AgreementSummary[] }) {
  const { t, i18n } = useTranslation('app');
  const format = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <ul className="agreement-list" aria-label={t('dashboard.list')}>
      {agreements.map((agreement) => (
        <li key={agreement.id} className="agreement-row">
          <Link to={`/documents/${agreement.id}`} className="agreement-name">
            {agreement.name}
          </Link>
          <span className={`state-badge state-${agreement.state}`}>{t(`sign:state.${agreement.state}`)}</span>
          <time dateTime={agreement.updated} className="agreement-updated">
            {format.format(new Date(agreement.updated))}
          </time>
        </li>
      ))}
    </ul>
  );
}
