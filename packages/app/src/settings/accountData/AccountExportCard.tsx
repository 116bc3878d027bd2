import { formatFileSize } from '@inkflow/ui';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showToast } from '../../design/index.js';
import { useErrorText } from '../../errors/useErrorText.js';
import { loadExports, startExport, type AccountExport } from '../accountDataApi.js';
import { SettingsCard } from '../SettingsLayout.js';
import { formatDay } from './formatDay.js';

/** How often the card asks for the progress of a running export, in milliseconds. */
export const exportPollMs = 1500;

/** Props of AccountExportCard. */
export interface AccountExportCardProps {
  accountId: number;
}

/**
 * "Export your data" (§7 account action "export"): what the zip holds, Start export (§8 6007
 * while one runs), the running export's progress bar (polled every `exportPollMs`), and the past
 * exports with their download link until it expires (7 days) or why there is none.
 */
export function AccountExportCard({ accountId }: AccountExportCardProps) {
  const { t, i18n } = useTranslation('app');
  const errorText = useErrorText();
  const [exports, setExports] = useState<AccountExport[] | null>(null);
  const [loadError, setLoadError] = useState<unknown>(null);
  const [startError, setStartError] = useState<unknown>(null);
  const [starting, setStarting] = useState(false);

  const refresh = useCallback(async () => {
    try {
      setExports(await loadExports(accountId));
      setLoadError(null);
    } catch (error) {
      setLoadError(error);
    }
  }, [accountId]);

  useEffect(() => {
    void refresh();
  }, [refresh]);

  const running = exports?.find((e) => e.state === 'running');
  useEffect(() => {
    if (!running) return;
    const timer = setTimeout(() => void refresh(), exportPollMs);
    return () => clearTimeout(timer);
  }, [running, refresh]);

  const start = async () => {
    setStarting(true);
    setStartError(null);
    try {
      const started = await startExport(accountId);
      setExports((current) => [started, ...(current ?? [])]);
      showToast({ type: 'success', title: t('accountData.export.started'), description: t('accountData.export.startedDescription') });
    } catch (error) {
      setStartError(error);
    } finally {
      setStarting(false);
    }
  };

  return (
    <SettingsCard
      title={t('accountData.export.title')}
      footer={
        <>
          {startError !== null && (
            <p className="field-error" role="alert">
              {errorText(startError)}
            </p>
          )}
          <button type="button" className="button primary" disabled={starting || running !== undefined} onClick={() => void start()}>
            {starting ? t('accountData.export.starting') : t('accountData.export.start')}
          </button>
        </>
      }
    >
      <p>{t('accountData.export.intro')}</p>
      <ul className="account-data__contents">
        <li>{t('accountData.export.contents.agreements')}</li>
        <li>{t('accountData.export.contents.sealed')}</li>
        <li>{t('accountData.export.contents.files')}</li>
        <li>{t('accountData.export.contents.index')}</li>
      </ul>
      <p className="hint">{t('accountData.export.emailNote')}</p>
      {running && (
        <div className="account-data__running">
          <p id={`export-${running.id}-progress`}>{t('accountData.export.progress', { progress: running.progress })}</p>
          <div
            className="account-data__bar"
            role="progressbar"
            aria-labelledby={`export-${running.id}-progress`}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={running.progress}
          >
            <span style={{ width: `${Math.max(running.progress, 2)}%` }} />
          </div>
        </div>
      )}
      <h3 className="account-data__subtitle">{t('accountData.export.history')}</h3>
      {loadError !== null && (
        <p className="field-error" role="alert">
          {errorText(loadError)}
        </p>
      )}
      {exports?.length === 0 && <p className="hint">{t('accountData.export.none')}</p>}
      {exports && exports.length > 0 && (
        <ul className="account-data__exports">
          {exports.map((e) => (
            <li key={e.id} className="account-data__export">
              <div className="account-data__export-text">
                <span className="account-data__export-date">{formatDay(e.created, i18n.language)}</span>
                <span className="hint">
                  {[
                    e.agreementCount !== null ? t('accountData.export.summary', { count: e.agreementCount }) : null,
                    e.byteSize !== null ? formatFileSize(e.byteSize, i18n.language) : null,
                    e.startedBy ? t('accountData.export.startedBy', { name: e.startedBy }) : null,
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </span>
              </div>
              <ExportState item={e} />
            </li>
          ))}
        </ul>
      )}
    </SettingsCard>
  );
}

/** The right side of an export row: its download link and how long it works, or a badge. */
function ExportState({ item }: { item: AccountExport }) {
  const { t, i18n } = useTranslation('app');
  if (item.state === 'done' && item.downloadUrl) {
    return (
      <div className="account-data__export-action">
        <a className="button" href={item.downloadUrl} download aria-label={t('accountData.export.downloadNamed', { date: formatDay(item.created, i18n.language) })}>
          {t('accountData.export.download')}
        </a>
        {item.expiresAt && <span className="hint">{t('accountData.export.until', { date: formatDay(item.expiresAt, i18n.language) })}</span>}
      </div>
    );
  }
  const badge = item.state === 'running' ? 'running' : item.state === 'failed' ? 'failed' : 'expired';
  return <span className={`account-data__badge account-data__badge--${badge}`}>{t(`accountData.export.${badge}`)}</span>;
}
