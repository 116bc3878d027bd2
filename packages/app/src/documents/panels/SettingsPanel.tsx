import { AgreementState, numberField, supportedLanguages, type Agreement, type UpdateAgreementRequest } from '@inkflow/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../errors/useErrorText.js';
import { panelsApi } from './panelsApi.js';
import { SidePanel } from './SidePanel.js';

/** §9: a contract value is at most 1 trillion, with at most 2 decimals (PUT .../agreement_value). */
const valueMax = 1_000_000_000_000;
const templateGroupMax = 100;

/** The language's own name (Intl), e.g. "Svenska"; the code when the runtime has no name for it. */
function languageName(code: string): string {
  try {
    const tag = code === 'no' ? 'nb' : code;
    const name = new Intl.DisplayNames([tag], { type: 'language' }).of(tag) ?? code;
    return name.charAt(0).toLocaleUpperCase(tag) + name.slice(1);
  } catch {
    return code;
  }
}

/**
 * The contract's settings (§3 Agreement): agreement value (PUT /agreements/{id}/agreement_value,
 * a decimal string checked with §5 Number rules), and — while a draft or template — expire date,
 * language (§1 supported languages), template group and counterpart decline, saved with PUT
 * /agreements/{id} on the agreement's current checksum (409/4002 shows the §8 text). On success
 * `onChange` receives the merged agreement, so the editor's next save uses the new checksum.
 */
export function SettingsPanel({ agreement, onChange }: { agreement: Agreement; onChange(agreement: Agreement): void }) {
  const { t } = useTranslation('panels');
  const errorText = useErrorText();
  const editable = agreement.state === AgreementState.Draft || agreement.state === AgreementState.Template;
  const initial = {
    amount: agreement.agreementValue ?? '',
    expireDate: agreement.expireDate ? agreement.expireDate.slice(0, 10) : '',
    language: agreement.language ?? '',
    templateGroup: agreement.templateGroup ?? '',
    counterpartDecline: agreement.counterpartDecline ?? true,
  };
  const [saved, setSaved] = useState(initial);
  const [form, setForm] = useState(initial);
  const [fieldError, setFieldError] = useState<{ amount?: string; templateGroup?: string }>({});
  const [error, setError] = useState<string | null>(null);
  const [status, setStatus] = useState<'idle' | 'saving' | 'saved'>('idle');

  const set = <K extends keyof typeof form>(key: K, value: (typeof form)[K]) => {
    setForm((f) => ({ ...f, [key]: value }));
    if (status === 'saved') setStatus('idle');
  };

  const validateAmount = (raw: string): string | undefined => {
    if (raw.trim() === '') return undefined;
    const field = t('settings.value');
    const result = numberField(field, { decimals: 2, min: 0, max: valueMax }).safeParse(raw);
    if (result.success) return undefined;
    const message = result.error.issues[0]?.message ?? '';
    if (/decimal/.test(message)) return t('settings.valueDecimals', { n: 2 });
    if (/below/.test(message)) return t('settings.valueBelow', { field, limit: 0 });
    if (/above/.test(message)) return t('settings.valueAbove', { field, limit: valueMax });
    return t('settings.valueInvalid', { field });
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const amountError = validateAmount(form.amount);
    const groupError = form.templateGroup.trim().length > templateGroupMax ? t('settings.templateGroupTooLong', { field: t('settings.templateGroup'), n: templateGroupMax }) : undefined;
    setFieldError({ amount: amountError, templateGroup: groupError });
    if (amountError || groupError) return;
    setError(null);
    setStatus('saving');
    let next = agreement;
    try {
      if (form.amount.trim() !== saved.amount) {
        const amount = await panelsApi.setAgreementValue(agreement.id, form.amount.trim() === '' ? null : form.amount.trim());
        next = { ...next, agreementValue: amount };
        setSaved((s) => ({ ...s, amount: amount ?? '' }));
      }
      const body: UpdateAgreementRequest = { checksum: agreement.checksum };
      if (editable) {
        // Only what changed: an unchanged expire date already past would otherwise be refused.
        if (form.expireDate !== saved.expireDate) body.expire_date = form.expireDate || null;
        if (form.language !== saved.language) body.language = form.language || null;
        if (form.templateGroup.trim() !== saved.templateGroup) body.template_group = form.templateGroup.trim() || null;
        if (form.counterpartDecline !== saved.counterpartDecline) body.counterpart_decline = form.counterpartDecline;
      }
      if (Object.keys(body).length > 1) {
        next = await panelsApi.updateSettings(agreement.id, body);
        setSaved((s) => ({ ...s, expireDate: form.expireDate, language: form.language, templateGroup: form.templateGroup.trim(), counterpartDecline: form.counterpartDecline }));
      }
      if (next !== agreement) onChange(next);
      setStatus('saved');
    } catch (e) {
      if (next !== agreement) onChange(next);
      setError(errorText(e));
      setStatus('idle');
    }
  };

  return (
    <SidePanel title={t('settings.title')}>
      <form className="side-panel__form" onSubmit={onSubmit} noValidate>
        <label className="side-panel__field">
          <span>{t('settings.value')}</span>
          <input
            inputMode="decimal"
            value={form.amount}
            placeholder={t('settings.valueHint')}
            aria-invalid={fieldError.amount ? true : undefined}
            aria-describedby={fieldError.amount ? 'settings-value-error' : undefined}
            onChange={(e) => set('amount', e.target.value)}
          />
        </label>
        {fieldError.amount && (
          <p className="side-panel__field-error" id="settings-value-error">
            {fieldError.amount}
          </p>
        )}
        {!editable && <p className="side-panel__muted">{t('settings.draftOnly')}</p>}
        <label className="side-panel__field">
          <span>{t('settings.expireDate')}</span>
          <input type="date" value={form.expireDate} disabled={!editable} onChange={(e) => set('expireDate', e.target.value)} />
        </label>
        <label className="side-panel__field">
          <span>{t('settings.language')}</span>
          <select value={form.language} disabled={!editable} onChange={(e) => set('language', e.target.value)}>
            <option value="">{t('settings.languageDefault')}</option>
            {supportedLanguages.map((code) => (
              <option key={code} value={code}>
                {languageName(code)}
              </option>
            ))}
          </select>
        </label>
        <label className="side-panel__field">
          <span>{t('settings.templateGroup')}</span>
          <input
            value={form.templateGroup}
            disabled={!editable}
            aria-invalid={fieldError.templateGroup ? true : undefined}
            onChange={(e) => set('templateGroup', e.target.value)}
          />
        </label>
        {fieldError.templateGroup && <p className="side-panel__field-error">{fieldError.templateGroup}</p>}
        <label className="side-panel__check">
          <input type="checkbox" checked={form.counterpartDecline} disabled={!editable} onChange={(e) => set('counterpartDecline', e.target.checked)} />
          <span>{t('settings.counterpartDecline')}</span>
        </label>
        {error && (
          <p className="side-panel__error" role="alert">
            {error}
          </p>
        )}
        <div className="side-panel__actions">
          <button type="submit" disabled={status === 'saving'}>
            {status === 'saving' ? t('common.saving') : t('common.save')}
          </button>
          {status === 'saved' && <span role="status">{t('common.saved')}</span>}
        </div>
      </form>
    </SidePanel>
  );
}
