import { concludedRetentionMonths, trashRetentionDays } from '@inkflow/core';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { saveRetention, type RetentionRules } from '../accountDataApi.js';
import { SettingsCard } from '../SettingsLayout.js';
import { SettingsSaveFooter } from '../SettingsSaveFooter.js';
import { DataLogList } from './DataLogList.js';
import { useSettingsSave } from '../useSettingsSave.js';

/** Props of RetentionCard. */
export interface RetentionCardProps {
  accountId: number;
  /** The rules as stored. */
  initial: RetentionRules;
}

/** The months field as a number in 1-120, or the key and values of its §5 number message. */
function parseMonths(text: string): { months: number } | { error: string; limit?: number } {
  const value = Number(text.trim());
  if (text.trim() === '' || !Number.isInteger(value)) return { error: 'accountData.retention.monthsInvalid' };
  if (value < concludedRetentionMonths.min) return { error: 'accountData.retention.monthsBelow', limit: concludedRetentionMonths.min };
  if (value > concludedRetentionMonths.max) return { error: 'accountData.retention.monthsAbove', limit: concludedRetentionMonths.max };
  return { months: value };
}

/**
 * "Retention" (§7 data management): delete signed contracts N months (1-120) after signing (off
 * by default) and empty the trash after 30 days (on by default), saved with PUT
 * /accounts/{id}/data_management; a months value outside 1-120 is refused on the page with the
 * §5 number messages. Below the rules, the account audit log the daily job writes to.
 */
export function RetentionCard({ accountId, initial }: RetentionCardProps) {
  const { t } = useTranslation('app');
  const id = useId();
  const [deleteConcluded, setDeleteConcluded] = useState(initial.concludedMonths !== null);
  const [months, setMonths] = useState(String(initial.concludedMonths ?? 24));
  const [emptyTrash, setEmptyTrash] = useState(initial.emptyTrash);
  const [touched, setTouched] = useState(false);
  const { saving, saved, saveError, reset, run } = useSettingsSave();
  const [logVersion, setLogVersion] = useState(0);

  const parsed = parseMonths(months);
  const monthsError = deleteConcluded && touched && 'error' in parsed ? t(parsed.error, { field: t('accountData.retention.monthsField'), limit: parsed.limit }) : null;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setTouched(true);
    if (deleteConcluded && 'error' in parsed) return;
    await run(async () => {
      const stored = await saveRetention(accountId, { concludedMonths: deleteConcluded && 'months' in parsed ? parsed.months : null, emptyTrash });
      setDeleteConcluded(stored.retention.concludedMonths !== null);
      if (stored.retention.concludedMonths !== null) setMonths(String(stored.retention.concludedMonths));
      setEmptyTrash(stored.retention.emptyTrash);
      setLogVersion((v) => v + 1);
    });
  };
  const edited = reset;

  return (
    <SettingsCard title={t('accountData.retention.title')}>
      <form noValidate onSubmit={(e) => void submit(e)}>
        <p className="hint account-data__rules-intro">{t('accountData.retention.intro')}</p>
        <div className="field">
          <label className="settings-check">
            <input
              type="checkbox"
              checked={deleteConcluded}
              onChange={(e) => {
                setDeleteConcluded(e.currentTarget.checked);
                edited();
              }}
            />
            {t('accountData.retention.concluded')}
          </label>
        </div>
        <div className="field account-data__months">
          <label htmlFor={`${id}-months`}>{t('accountData.retention.months')}</label>
          <input
            id={`${id}-months`}
            type="number"
            inputMode="numeric"
            min={concludedRetentionMonths.min}
            max={concludedRetentionMonths.max}
            step={1}
            value={months}
            disabled={!deleteConcluded}
            aria-invalid={monthsError ? true : undefined}
            aria-describedby={`${id}-months-help${monthsError ? ` ${id}-months-error` : ''}`}
            onChange={(e) => {
              setMonths(e.currentTarget.value);
              setTouched(true);
              edited();
            }}
          />
          <p id={`${id}-months-help`} className="hint">
            {t('accountData.retention.monthsHelp', { min: concludedRetentionMonths.min, max: concludedRetentionMonths.max })}
          </p>
          {monthsError && (
            <p id={`${id}-months-error`} className="field-error">
              {monthsError}
            </p>
          )}
        </div>
        <div className="field">
          <label className="settings-check">
            <input
              type="checkbox"
              checked={emptyTrash}
              aria-describedby={`${id}-trash-help`}
              onChange={(e) => {
                setEmptyTrash(e.currentTarget.checked);
                edited();
              }}
            />
            {t('accountData.retention.trash', { count: trashRetentionDays })}
          </label>
          <p id={`${id}-trash-help`} className="hint account-data__check-help">
            {t('accountData.retention.trashHelp', { count: trashRetentionDays })}
          </p>
        </div>
        <div className="account-data__save-row">
          <SettingsSaveFooter
            saving={saving}
            saved={saved}
            saveError={saveError}
            labels={{ save: t('accountData.retention.save'), saving: t('accountData.retention.saving'), saved: t('accountData.retention.saved') }}
          />
        </div>
      </form>
      <DataLogList accountId={accountId} version={logVersion} />
    </SettingsCard>
  );
}
