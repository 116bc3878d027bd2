import { useTranslation } from 'react-i18next';

/** Props of EidStart. */
export interface EidStartProps {
  /** The participant's eID sign method (2, 4, 5, 6 or 13). */
  signMethod: number;
  /** True while the start call runs (the browser then leaves for the broker). */
  busy: boolean;
  onStart: () => void;
}

/**
 * The eID sign button (§3 sign methods 2, 4, 5, 6, 13): "Sign with Swedish BankID" etc. The
 * caller starts the transaction and sends the browser to the eID broker, which returns it to
 * the app's /eid/return route.
 */
export function EidStart({ signMethod, busy, onStart }: EidStartProps) {
  const { t } = useTranslation('sign');
  const method = t(`method.${signMethod}`);
  return (
    <div className="ink-actions">
      <button type="button" className="ink-button ink-button--primary" disabled={busy} onClick={onStart}>
        {busy ? t('eid.redirecting', { method }) : t('eid.start', { method })}
      </button>
    </div>
  );
}
