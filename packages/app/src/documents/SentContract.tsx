import type { Agreement } from '@inkflow/core';
import { DocumentViewer } from '@inkflow/ui';
import { api } from '../session/services.js';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A sent agreement (state != 0) for its owner, read-only: the state text (Pending, Signed, …),
 * and DocumentViewer with the text and the participants' statuses. The participants with Remind
 * and the audit trail are tabs of the document sidebar (one list, not two). It reloads when the window
 * regains focus, so a counterparty's signature shows up (spec §4 Auth, focus reload).
 */
export function SentContract({ agreement, reload }: { agreement: Agreement; reload(): Promise<void> }) {
  const { t } = useTranslation('app');
  useEffect(() => {
    const onFocus = () => void reload();
    window.addEventListener('focus', onFocus);
    return () => window.removeEventListener('focus', onFocus);
  }, [reload]);

  return (
    <div className="sent-contract">
      <p className={`state-line state-${agreement.state}`} role="status">
        {t('editor.state', { state: t(`sign:state.${agreement.state}`) })}
      </p>
      <p className="hint">{t('editor.readOnly')}</p>
      <DocumentViewer agreement={agreement} api={api} />
    </div>
  );
}
