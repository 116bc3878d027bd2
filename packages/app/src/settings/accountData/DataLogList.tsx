import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../errors/useErrorText.js';
import { loadDataLog, type DataLogEntry, type DataLogPage } from '../accountDataApi.js';
import { formatDayTime } from './formatDay.js';

/** Entries per page (§9 page size 20). */
export const dataLogPageSize = 20;

/** Props of DataLogList. */
export interface DataLogListProps {
  accountId: number;
  /** Bumped after a change the log records, to read the first page again. */
  version: number;
}

/**
 * The account audit log of data management (§7): who (an admin, or "Automatic rule" for the daily
 * job), what (the deleted contract's name and the rule, a change of the rules, an export, a
 * closing) and when, newest first, 20 per page with Previous and Next.
 */
export function DataLogList({ accountId, version }: DataLogListProps) {
  const { t, i18n } = useTranslation('app');
  const errorText = useErrorText();
  const [offset, setOffset] = useState(0);
  const [page, setPage] = useState<DataLogPage | null>(null);
  const [error, setError] = useState<unknown>(null);

  useEffect(() => setOffset(0), [version]);
  useEffect(() => {
    let live = true;
    loadDataLog(accountId, { offset, limit: dataLogPageSize }).then(
      (next) => {
        if (!live) return;
        setPage(next);
        setError(null);
      },
      (failure: unknown) => live && setError(failure),
    );
    return () => {
      live = false;
    };
  }, [accountId, offset, version]);

  const describe = (entry: DataLogEntry) => {
    const months = typeof entry.details.months === 'number' ? entry.details.months : 0;
    return t(`accountData.log.action.${entry.action}`, { subject: entry.subject ?? '', count: months, months });
  };

  return (
    <section className="account-data__log" aria-labelledby="account-data-log-title">
      <h3 id="account-data-log-title" className="account-data__subtitle">
        {t('accountData.log.title')}
      </h3>
      {error !== null && (
        <p className="field-error" role="alert">
          {errorText(error)}
        </p>
      )}
      {page?.count === 0 && <p className="hint">{t('accountData.log.empty')}</p>}
      {page && page.entries.length > 0 && (
        <>
          <ol className="account-data__log-list">
            {page.entries.map((entry) => (
              <li key={entry.id}>
                <span className="account-data__log-what">{describe(entry)}</span>
                <span className="hint">
                  <time dateTime={entry.created}>{formatDayTime(entry.created, i18n.language)}</time> · {entry.actor ?? t('accountData.log.system')}
                </span>
              </li>
            ))}
          </ol>
          {page.count > dataLogPageSize && (
            <nav className="account-data__pager" aria-label={t('accountData.log.pages')}>
              <button type="button" className="button" disabled={offset === 0} onClick={() => setOffset(Math.max(0, offset - dataLogPageSize))}>
                {t('accountData.log.previous')}
              </button>
              <span className="hint">{t('accountData.log.range', { from: offset + 1, to: Math.min(offset + dataLogPageSize, page.count), count: page.count })}</span>
              <button type="button" className="button" disabled={offset + dataLogPageSize >= page.count} onClick={() => setOffset(offset + dataLogPageSize)}>
                {t('accountData.log.next')}
              </button>
            </nav>
          )}
        </>
      )}
    </section>
  );
}
