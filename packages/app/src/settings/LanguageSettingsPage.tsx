import { languageEndonyms, languageTag, parseLanguage, storedLanguage, supportedLanguages, type SupportedLanguage } from '@inkflow/core';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useChangeLanguage } from '../i18n/useChangeLanguage.js';
import { productName } from '../signedOut/productName.js';
import { api, useSession } from '../session/services.js';
import { usePageTitle } from '../title/usePageTitle.js';
import { SettingsCard, SettingsLayout } from './SettingsLayout.js';
import { SettingsSaveFooter } from './SettingsSaveFooter.js';

/**
 * `/settings/language` (spec §1, §7 PUT /positions/{id}): the signed-in user's interface language,
 * also the language of the emails they receive. Saving stores it on the position, loads the
 * language (the page switches at once, `<html lang>` with it) and remembers it in the
 * flow-preferred-language cookie for the signed-out pages. A failed save shows its §8 message
 * and changes nothing.
 */
export function LanguageSettingsPage() {
  const { t, i18n } = useTranslation('app');
  usePageTitle(t('languageSettings.title'));
  const position = useSession((s) => s.position);
  const changeLanguage = useChangeLanguage();
  const fieldId = useId();
  const [value, setValue] = useState<SupportedLanguage>(() => storedLanguage(parseLanguage(position?.language ?? i18n.language) ?? 'en'));
  const [saving, setSaving] = useState(false);
  const [saved, setSaved] = useState(false);
  const [saveError, setSaveError] = useState<unknown>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!position) return;
    setSaving(true);
    setSaved(false);
    setSaveError(null);
    try {
      const updated = await api.call('PUT /positions/:id', { params: { id: position.id }, body: { language: value } });
      // Load the texts first, then tell the session: the pages never show a half-switched language.
      await changeLanguage(value);
      useSession.setState({ position: { ...position, language: updated.language } });
      setSaved(true);
    } catch (error) {
      setSaveError(error);
    } finally {
      setSaving(false);
    }
  };

  return (
    <SettingsLayout titleId="language-settings-title" title={t('languageSettings.title')} intro={t('languageSettings.intro', { product: productName() })}>
      <form onSubmit={(e) => void submit(e)}>
        <SettingsCard
          footer={
            <SettingsSaveFooter
              saving={saving}
              saved={saved}
              saveError={saveError}
              labels={{ save: t('languageSettings.save'), saving: t('languageSettings.saving'), saved: t('languageSettings.saved') }}
            />
          }
        >
          <div className="field">
            <label htmlFor={fieldId}>{t('languageSettings.label')}</label>
            <select
              id={fieldId}
              value={value}
              aria-describedby={`${fieldId}-help`}
              onChange={(e) => {
                setValue(e.currentTarget.value as SupportedLanguage);
                setSaved(false);
              }}
            >
              {supportedLanguages.map((code) => (
                <option key={code} value={code} lang={languageTag(code)}>
                  {languageEndonyms[code]}
                </option>
              ))}
            </select>
            <p id={`${fieldId}-help`} className="hint">
              {t('languageSettings.help')}
            </p>
          </div>
        </SettingsCard>
      </form>
    </SettingsLayout>
  );
}
