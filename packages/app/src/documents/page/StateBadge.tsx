import { AgreementState } from '@inkflow/core';
import { useTranslation } from 'react-i18next';

const tone: Record<AgreementState, string> = {
  [AgreementState.Draft]: 'neutral',
  [AgreementState.Template]: 'info',
  [AgreementState.Pending]: 'warning',
  [AgreementState.Overdue]: 'danger',
  [AgreementState.Declined]: 'danger',
  [AgreementState.Signed]: 'success',
  [AgreementState.Cancelled]: 'neutral',
};

/** The agreement's state (§3 state) as a coloured badge in words: Draft, Template, Waiting for signatures, Signed, Expired, Declined, Cancelled. */
export function StateBadge({ state }: { state: AgreementState }) {
  const { t } = useTranslation('app');
  return <span className={`doc-badge doc-badge--${tone[state]}`}>{t(`docPage.state.${state}`)}</span>;
}
