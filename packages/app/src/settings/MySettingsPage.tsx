import { languageEndonyms, languageTag, parseLanguage, storedLanguage, supportedLanguages, type SupportedLanguage } from '@inkflow/core';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { phoneError, PhoneInput } from '../design/PhoneInput.js';
import { useChangeLanguage } from '../i18n/useChangeLanguage.js';
import { api, useSession } from '../session/services.js';
import { productName } from '../signedOut/productName.js';
import { usePageTitle } from '../title/usePageTitle.js';
import { SettingsCard, SettingsLayout } from './SettingsLayout.js';
import { SettingsSaveFooter } from './SettingsSaveFooter.js';
import { useSettingsSave } from './useSettingsSave.js';

/** §9 "Name ... max 100"; the job title keeps to the same bound. */
const maxLength = 100;

type Choice = 'agreementSigned' | 'commentPosted' | 'mentioned';
const choices: Choice[] = ['agreementSigned', 'commentPosted', 'mentioned'];

/**
 * `/settings/my` (§7 position action "update settings", PUT /positions/{id}): the signed-in
 * user's own name (required, at most 100 characters, §5/§9), job title, phone (the §5 phone rule,
 * PhoneInput), interface language (§1, also the language of their emails) and the three email
 * choices — a counterparty signs, someone comments, someone mentions me. Errors show once a field
 * was left or the form submitted; the server's 400 message shows in the footer and nothing
 * changes. A saved language switches the page at once (useChangeLanguage); the saved position
 * replaces the session's, so the header shows the new name.
 */
export function MySettingsPage() {
  const { t, i18n } = useTranslation('profile');
  usePageTitle(t('mySettings.title'));
  const position = useSession((s) => s.position);
  const changeLanguage = useChangeLanguage();
  const id = useId();
  const [fullname, setFullname] = useState(position?.fullname ?? '');
  const [title, setTitle] = useState(position?.title ?? '');
  const [phone, setPhone] = useState(position?.phone ?? '');
  const [language, setLanguage] = useState<SupportedLanguage>(() => storedLanguage(parseLanguage(position?.language ?? i18n.language) ?? 'en'));
  const [notify, setNotify] = useState<Record<Choice, boolean>>(() => ({
    agreementSigned: position?.notifications?.agreementSigned ?? true,
    commentPosted: position?.notifications?.commentPosted ?? true,
    mentioned: position?.notifications?.mentioned ?? true,
  }));
  const [touched, setTouched] = useState<Record<string, boolean>>({});
  const { saving, saved, saveError, reset, run } = useSettingsSave();

  const nameLabel = t('mySettings.name');
  const titleLabel = t('mySettings.jobTitle');
  const phoneLabel = t('mySettings.phone');
  const errors = {
    fullname: fullname.trim() === '' ? t('mySettings.nameRequired') : fullname.trim().length > maxLength ? t('mySettings.tooLong', { field: nameLabel, max: maxLength }) : null,
    title: title.trim().length > maxLength ? t('mySettings.tooLong', { field: titleLabel, max: maxLength }) : null,
    phone: phoneError(phone, phoneLabel, (key, values) => i18n.t(`app:${key}`, values)),
  };
  const edited = reset;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setTouched({ fullname: true, title: true, phone: true });
    if (!position || errors.fullname || errors.title || errors.phone) return;
    await run(async () => {
      const answer = await api.call('PUT /positions/:id', {
        params: { id: position.id },
        body: {
          fullname: fullname.trim(),
          title: title.trim(),
          // §5: a lone "+" (here: '') clears the phone.
          phone: phone || '+',
          language,
          notifications: { agreement_signed: notify.agreementSigned, comment_posted: notify.commentPosted, mentioned: notify.mentioned },
        },
      });
      if (answer.language !== position.language) await changeLanguage(language);
      const current = useSession.getState().position ?? position;
      useSession.setState({
        position: {
          ...current,
          fullname: answer.fullname,
          language: answer.language,
          title: answer.title ?? null,
          phone: answer.phone ?? null,
          ...(answer.notifications
            ? { notifications: { agreementSigned: answer.notifications.agreement_signed, commentPosted: answer.notifications.comment_posted, mentioned: answer.notifications.mentioned } }
            : {}),
        },
      });
      setFullname(answer.fullname);
      setTitle(answer.title ?? '');
    });
  };

  const fieldError = (name: 'fullname' | 'title') =>
    touched[name] && errors[name] ? (
      <p id={`${id}-${name}-error`} className="field-error" role="alert">
        {errors[name]}
      </p>
    ) : null;

  return (
    <SettingsLayout titleId="my-settings-title" title={t('mySettings.title')} intro={t('mySettings.intro', { product: productName() })}>
      <form onSubmit={(e) => void submit(e)} noValidate>
        <SettingsCard title={t('mySettings.profile')}>
          <div className="field">
            <label htmlFor={`${id}-fullname`}>{nameLabel}</label>
            <input
              id={`${id}-fullname`}
              value={fullname}
              autoComplete="name"
              required
              aria-invalid={touched.fullname && errors.fullname ? true : undefined}
              aria-describedby={touched.fullname && errors.fullname ? `${id}-fullname-error` : undefined}
              onChange={(e) => {
                setFullname(e.target.value);
                edited();
              }}
              onBlur={() => setTouched((s) => ({ ...s, fullname: true }))}
            />
            {fieldError('fullname')}
          </div>
          <div className="field">
            <label htmlFor={`${id}-title`}>
              {titleLabel} <span className="field-optional">({t('mySettings.optional')})</span>
            </label>
            <input
              id={`${id}-title`}
              value={title}
              autoComplete="organization-title"
              aria-invalid={touched.title && errors.title ? true : undefined}
              aria-describedby={touched.title && errors.title ? `${id}-title-error` : undefined}
              onChange={(e) => {
                setTitle(e.target.value);
                edited();
              }}
              onBlur={() => setTouched((s) => ({ ...s, title: true }))}
            />
            {fieldError('title')}
          </div>
          <PhoneInput
            id={`${id}-phone`}
            label={phoneLabel}
            value={phone}
            error={touched.phone ? errors.phone : null}
            onChange={(value) => {
              setPhone(value);
              edited();
            }}
          />
          <div className="field">
            <label htmlFor={`${id}-language`}>{t('mySettings.language')}</label>
            <select
              id={`${id}-language`}
              value={language}
              aria-describedby={`${id}-language-help`}
              onChange={(e) => {
                setLanguage(e.currentTarget.value as SupportedLanguage);
                edited();
              }}
            >
              {supportedLanguages.map((code) => (
                <option key={code} value={code} lang={languageTag(code)}>
                  {languageEndonyms[code]}
                </option>
              ))}
            </select>
            <p id={`${id}-language-help`} className="hint">
              {t('mySettings.languageHelp')}
            </p>
          </div>
        </SettingsCard>
        <SettingsCard
          title={t('mySettings.notifications')}
          footer={<SettingsSaveFooter saving={saving} saved={saved} saveError={saveError} labels={{ save: t('mySettings.save'), saving: t('mySettings.saving'), saved: t('mySettings.saved') }} />}
        >
          <fieldset className="my-settings__choices">
            <legend>{t('mySettings.notificationsIntro')}</legend>
            {choices.map((choice) => (
              <label key={choice} className="settings-check">
                <input
                  type="checkbox"
                  checked={notify[choice]}
                  onChange={(e) => {
                    const checked = e.currentTarget.checked;
                    setNotify((s) => ({ ...s, [choice]: checked }));
                    edited();
                  }}
                />
                <span>{t(`mySettings.${choice}`)}</span>
              </label>
            ))}
          </fieldset>
        </SettingsCard>
      </form>
    </SettingsLayout>
  );
}
