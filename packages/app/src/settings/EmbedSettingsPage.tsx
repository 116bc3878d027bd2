import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../session/services.js';
import { usePageTitle } from '../title/usePageTitle.js';
import { loadEmbedSettings, saveEmbedSettings } from './embedSettingsApi.js';
import { parseOrigins } from './parseOrigins.js';
import { SettingsCard, SettingsLayout, SettingsLoadState } from './SettingsLayout.js';
import { SettingsSaveFooter } from './SettingsSaveFooter.js';
import { useSettingsLoad } from './useSettingsLoad.js';
import { useSettingsSave } from './useSettingsSave.js';

/**
 * `/settings/embed` (issue #6 "Account side"): the origins allowed to show the account's
 * documents in the embeddable signing widget, one a line. Saving replaces the list; only exact
 * origins (`https://partner.example`, `http://localhost:8080`) are accepted, and a bad line is
 * named in an alert tied to the field. Outside production the page says that localhost is
 * allowed anyway.
 */
export function EmbedSettingsPage() {
  const { t } = useTranslation('embed');
  usePageTitle(t('settings.title'));
  const accountId = useSession((s) => s.position?.account.id);
  const fieldId = useId();
  const [text, setText] = useState('');
  const [development, setDevelopment] = useState(false);
  const [invalid, setInvalid] = useState<string[]>([]);
  const { saving, saved, saveError, reset, run } = useSettingsSave();

  const status = useSettingsLoad(
    accountId === undefined ? undefined : () => loadEmbedSettings(accountId),
    (settings) => {
      setText(settings.allowedOrigins.join('\n'));
      setDevelopment(settings.developmentOriginsAllowed);
    },
    [accountId],
  );

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (accountId === undefined) return;
    const parsed = parseOrigins(text);
    setInvalid(parsed.invalid);
    reset();
    if (parsed.invalid.length > 0) return;
    await run(async () => {
      const settings = await saveEmbedSettings(accountId, parsed.origins);
      setText(settings.allowedOrigins.join('\n'));
    });
  };

  const errorId = `${fieldId}-error`;
  return (
    <SettingsLayout titleId="embed-settings-title" title={t('settings.title')} intro={t('settings.intro')}>
      <SettingsLoadState status={status}>
        <form onSubmit={(e) => void submit(e)}>
          <SettingsCard
            footer={
              <SettingsSaveFooter
                saving={saving}
                saved={saved}
                saveError={saveError}
                labels={{ save: t('settings.save'), saving: t('settings.saving'), saved: t('settings.saved') }}
              />
            }
          >
            <div className="field">
              <label htmlFor={fieldId}>{t('settings.originsLabel')}</label>
              <textarea
                id={fieldId}
                rows={6}
                value={text}
                spellCheck={false}
                autoCapitalize="off"
                placeholder="https://partner.example"
                aria-describedby={`${fieldId}-help${invalid.length ? ` ${errorId}` : ''}`}
                aria-invalid={invalid.length ? true : undefined}
                onChange={(e) => {
                  setText(e.currentTarget.value);
                  reset();
                }}
              />
              <p id={`${fieldId}-help`} className="hint">
                {t('settings.originsHelp')}
                {development && ` ${t('settings.development')}`}
              </p>
              {invalid.length > 0 && (
                <p id={errorId} className="field-error" role="alert">
                  {t('settings.invalid', { origins: invalid.join(', ') })}
                </p>
              )}
            </div>
          </SettingsCard>
        </form>
      </SettingsLoadState>
    </SettingsLayout>
  );
}
