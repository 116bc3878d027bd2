import type { ReloadMarker } from '@inkflow/core';
import { useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';

/** Props of NewVersionBanner. */
export interface NewVersionBannerProps {
  /** The reload marker fed by the app's API clients (session/transport.ts). */
  marker: ReloadMarker;
  /** Reloads the page; defaults to `location.reload()`. */
  reload?: () => void;
}

/**
 * §7 reload marker: once an API answer carried a newer `x-flow-reload-marker` than the first
 * one, a non-blocking banner says "A new version is available" with a Reload button (and "Not
 * now", which hides it for this page). The live region (role="status") is always in the page so
 * screen readers announce the message when it appears; the buttons are ordinary, keyboard-reachable
 * buttons.
 */
export function NewVersionBanner({ marker, reload = () => location.reload() }: NewVersionBannerProps) {
  const { t } = useTranslation('app');
  const available = useSyncExternalStore(
    marker.subscribe,
    () => marker.newVersionAvailable,
    () => false,
  );
  const [dismissed, setDismissed] = useState(false);
  const shown = available && !dismissed;
  return (
    <div role="status" className={shown ? 'new-version-banner ink-notice' : undefined}>
      {shown && (
        <>
          <span>{t('newVersion.message')}</span>
          <span className="new-version-banner__actions">
            <button type="button" className="ink-button ink-button--primary" onClick={reload}>
              {t('newVersion.reload')}
            </button>
            <button type="button" className="ink-button ink-button--ghost" onClick={() => setDismissed(true)}>
              {t('newVersion.dismiss')}
            </button>
          </span>
        </>
      )}
    </div>
  );
}
