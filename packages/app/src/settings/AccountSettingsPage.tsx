import { allSignMethods, languageEndonyms, languageTag, limits, normalizeBrandColor, supportedLanguages, type AccountSettingsRequest, type SupportedLanguage } from '@inkflow/core';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../session/services.js';
import { usePageTitle } from '../title/usePageTitle.js';
import { loadAccountSettings, removeAccountLogo, saveAccountSettings, uploadAccountLogo, type AccountSettings } from './accountSettingsApi.js';
import { BrandColorField } from './BrandColorField.js';
import { LogoField } from './LogoField.js';
import { SettingsCard, SettingsLayout, SettingsLoadState } from './SettingsLayout.js';
import { useSettingsLoad } from './useSettingsLoad.js';
import { SettingsSaveFooter } from './SettingsSaveFooter.js';
import './accountSettings.css';
import { useSettingsSave } from './useSettingsSave.js';

type FieldErrors = { name?: string; color?: string };

/**
 * `/settings/account` (account settings, admins only — the server answers 403 99 to anyone
 * else): how counterparties see the company and what new contracts start with.
 * - Company: the name (§5 required, §9 at most 100 characters).
 * - Brand: the logo (PNG or JPEG, at most 1 MiB, saved at once, with a preview and Remove) and
 *   the brand colour (hex, with a preview of the button counterparties see; a colour white text
 *   cannot be read on is shown darkened, as the guest page, the embed and the emails will use it).
 * - Defaults for new contracts: the contract language (one of the 12, §1) and the sign method
 *   new signatories get (§3).
 * Saving sends the changed form in one PUT; a refused save shows the §8 message, errors of the
 * fields are tied to them and the first wrong field takes the focus.
 */
export function AccountSettingsPage() {
  const { t } = useTranslation('app');
  usePageTitle(t('accountSettings.title'));
  const accountId = useSession((s) => s.position?.account.id);
  const id = useId();
  const [account, setAccount] = useState<AccountSettings | null>(null);
  const [name, setName] = useState('');
  const [color, setColor] = useState('');
  const [language, setLanguage] = useState('');
  const [signMethod, setSignMethod] = useState(0);
  const [errors, setErrors] = useState<FieldErrors>({});
  const { saving, saved, saveError, reset, run } = useSettingsSave();

  const show = (settings: AccountSettings) => {
    setAccount(settings);
    setName(settings.name);
    setColor(settings.brandColor ?? '');
    setLanguage(settings.defaultLanguage ?? '');
    setSignMethod(settings.defaultSignMethod);
  };
  /** The session's copy of the account follows what the server stored. */
  const remember = (settings: AccountSettings) => {
    const position = useSession.getState().position;
    if (position) useSession.setState({ position: { ...position, account: { ...position.account, name: settings.name, defaultSignMethod: settings.defaultSignMethod } } });
  };

  const status = useSettingsLoad(
    accountId === undefined ? undefined : () => loadAccountSettings(accountId),
    show,
    [accountId],
  );

  const validate = (): FieldErrors => {
    const found: FieldErrors = {};
    const trimmed = name.trim();
    if (!trimmed) found.name = t('accountSettings.nameRequired');
    else if (trimmed.length > limits.nameMax) found.name = t('accountSettings.nameTooLong', { max: limits.nameMax });
    if (color.trim() !== '' && normalizeBrandColor(color) === null) found.color = t('accountSettings.colorInvalid');
    return found;
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (accountId === undefined) return;
    const found = validate();
    setErrors(found);
    reset();
    if (found.name || found.color) {
      // useId ids hold colons, so look the field up by id rather than by a CSS selector.
      if (found.name) document.getElementById(`${id}-name`)?.focus();
      else document.getElementById(`${id}-color`)?.querySelector<HTMLInputElement>('input[type=text]')?.focus();
      return;
    }
    const body: AccountSettingsRequest = {
      name: name.trim(),
      brand_color: color.trim() === '' ? null : normalizeBrandColor(color),
      default_language: language === '' ? null : (language as SupportedLanguage),
      default_sign_method: signMethod,
    };
    await run(async () => {
      const settings = await saveAccountSettings(accountId, body);
      show(settings);
      remember(settings);
    });
  };

  const edited = reset;
  return (
    <SettingsLayout titleId="account-settings-title" title={t('accountSettings.title')} intro={t('accountSettings.intro')}>
      <SettingsLoadState status={status}>
        {account && (
          <>
            <SettingsCard title={t('accountSettings.logoCard')}>
              <LogoField
                logoUrl={account.logoUrl}
                companyName={account.name}
                onUpload={async (file) => setAccount(await uploadAccountLogo(account.id, file, file.name))}
                onRemove={async () => setAccount(await removeAccountLogo(account.id))}
              />
            </SettingsCard>
            <form noValidate onSubmit={(e) => void submit(e)}>
              <SettingsCard
                title={t('accountSettings.companyCard')}
                footer={
                  <SettingsSaveFooter
                    saving={saving}
                    saved={saved}
                    saveError={saveError}
                    labels={{ save: t('accountSettings.save'), saving: t('accountSettings.saving'), saved: t('accountSettings.saved') }}
                  />
                }
              >
                <div className="field">
                  <label htmlFor={`${id}-name`}>{t('accountSettings.nameLabel')}</label>
                  <input
                    id={`${id}-name`}
                    type="text"
                    value={name}
                    autoComplete="organization"
                    aria-invalid={errors.name ? true : undefined}
                    aria-describedby={errors.name ? `${id}-name-error` : `${id}-name-help`}
                    onChange={(e) => {
                      setName(e.currentTarget.value);
                      edited();
                    }}
                  />
                  {errors.name ? (
                    <p id={`${id}-name-error`} className="field-error" role="alert">
                      {errors.name}
                    </p>
                  ) : (
                    <p id={`${id}-name-help`} className="hint">
                      {t('accountSettings.nameHelp')}
                    </p>
                  )}
                </div>
                <div id={`${id}-color`}>
                  <BrandColorField
                    value={color}
                    error={errors.color ?? null}
                    onChange={(value) => {
                      setColor(value);
                      edited();
                    }}
                  />
                </div>
                <h3 className="account-settings__subhead">{t('accountSettings.defaultsHeading')}</h3>
                <p className="hint account-settings__subintro">{t('accountSettings.defaultsIntro')}</p>
                <div className="account-settings__defaults">
                  <div className="field">
                    <label htmlFor={`${id}-language`}>{t('accountSettings.languageLabel')}</label>
                    <select
                      id={`${id}-language`}
                      value={language}
                      onChange={(e) => {
                        setLanguage(e.currentTarget.value);
                        edited();
                      }}
                    >
                      <option value="">{t('accountSettings.languageNone')}</option>
                      {supportedLanguages.map((code) => (
                        <option key={code} value={code} lang={languageTag(code)}>
                          {languageEndonyms[code]}
                        </option>
                      ))}
                    </select>
                  </div>
                  <div className="field">
                    <label htmlFor={`${id}-method`}>{t('accountSettings.signMethodLabel')}</label>
                    <select
                      id={`${id}-method`}
                      value={signMethod}
                      onChange={(e) => {
                        setSignMethod(Number(e.currentTarget.value));
                        edited();
                      }}
                    >
                      {allSignMethods.map((method) => (
                        <option key={method} value={method}>
                          {t(`sign:method.${method}`)}
                        </option>
                      ))}
                    </select>
                  </div>
                </div>
              </SettingsCard>
            </form>
          </>
        )}
      </SettingsLoadState>
    </SettingsLayout>
  );
}
