import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../session/services.js';
import { usePageTitle } from '../title/usePageTitle.js';
import { loadSsoSettings, saveSsoSettings, type SsoSettings } from './ssoSettingsApi.js';
import { SettingsCard, SettingsLayout, SettingsLoadState } from './SettingsLayout.js';
import { useSettingsLoad } from './useSettingsLoad.js';
import { SettingsSaveFooter } from './SettingsSaveFooter.js';
import { useSettingsSave } from './useSettingsSave.js';

/** Splits the domains field on newlines and commas, dropping blanks. */
function parseDomains(text: string): string[] {
  return text
    .split(/[\n,]/)
    .map((d) => d.trim())
    .filter((d) => d !== '');
}

/**
 * `/settings/sso` (issue #3): the account's OpenID Connect settings — issuer URL, client ID,
 * client secret, email domains and whether password login is blocked for those domains.
 * The client secret is write-only: it is never shown back, and leaving it empty keeps the
 * stored one. A refused save shows the API's §8 message in an alert; a good one says "Saved".
 */
export function SsoSettingsPage() {
  const { t } = useTranslation('auth');
  usePageTitle(t('ssoSettings.title'));
  const accountId = useSession((s) => s.position?.account.id);
  const id = useId();
  const [enabled, setEnabled] = useState(false);
  const [issuer, setIssuer] = useState('');
  const [clientId, setClientId] = useState('');
  const [clientSecret, setClientSecret] = useState('');
  const [hasClientSecret, setHasClientSecret] = useState(false);
  const [domains, setDomains] = useState('');
  const [blockPasswordLogin, setBlockPasswordLogin] = useState(false);
  const [redirectUri, setRedirectUri] = useState('');
  const { saving, saved, saveError, reset, run } = useSettingsSave();

  const show = (settings: SsoSettings) => {
    setEnabled(settings.enabled);
    setIssuer(settings.issuer);
    setClientId(settings.clientId);
    setHasClientSecret(settings.hasClientSecret);
    setDomains(settings.domains.join('\n'));
    setBlockPasswordLogin(settings.blockPasswordLogin);
    setRedirectUri(settings.redirectUri);
  };

  const status = useSettingsLoad(
    accountId === undefined ? undefined : () => loadSsoSettings(accountId),
    show,
    [accountId],
  );

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (accountId === undefined) return;
    reset();
    await run(async () => {
      const settings = await saveSsoSettings(accountId, {
        enabled,
        issuer: issuer.trim(),
        clientId: clientId.trim(),
        ...(clientSecret !== '' ? { clientSecret } : {}),
        domains: parseDomains(domains),
        blockPasswordLogin,
      });
      show(settings);
      setClientSecret('');
    });
  };

  const edited = reset;
  return (
    <SettingsLayout titleId="sso-settings-title" title={t('ssoSettings.title')} intro={t('ssoSettings.intro')}>
      <SettingsLoadState status={status}>
        <form noValidate onSubmit={(e) => void submit(e)}>
          <SettingsCard
            footer={
              <SettingsSaveFooter
                saving={saving}
                saved={saved}
                saveError={saveError}
                labels={{ save: t('ssoSettings.save'), saving: t('ssoSettings.saving'), saved: t('ssoSettings.saved') }}
              />
            }
          >
            <div className="field">
              <label className="settings-check">
                <input
                  type="checkbox"
                  checked={enabled}
                  onChange={(e) => {
                    setEnabled(e.currentTarget.checked);
                    edited();
                  }}
                />
                {t('ssoSettings.enabledLabel')}
              </label>
            </div>
            <div className="field">
              <label htmlFor={`${id}-issuer`}>{t('ssoSettings.issuerLabel')}</label>
              <input
                id={`${id}-issuer`}
                type="url"
                value={issuer}
                spellCheck={false}
                autoCapitalize="off"
                placeholder="https://login.example.com"
                onChange={(e) => {
                  setIssuer(e.currentTarget.value);
                  edited();
                }}
              />
            </div>
            <div className="field">
              <label htmlFor={`${id}-client-id`}>{t('ssoSettings.clientIdLabel')}</label>
              <input
                id={`${id}-client-id`}
                type="text"
                value={clientId}
                spellCheck={false}
                autoCapitalize="off"
                onChange={(e) => {
                  setClientId(e.currentTarget.value);
                  edited();
                }}
              />
            </div>
            <div className="field">
              <label htmlFor={`${id}-secret`}>{t('ssoSettings.clientSecretLabel')}</label>
              <input
                id={`${id}-secret`}
                type="password"
                value={clientSecret}
                autoComplete="new-password"
                aria-describedby={`${id}-secret-help`}
                onChange={(e) => {
                  setClientSecret(e.currentTarget.value);
                  edited();
                }}
              />
              <p id={`${id}-secret-help`} className="hint">
                {hasClientSecret ? t('ssoSettings.clientSecretStored') : t('ssoSettings.clientSecretMissing')}
              </p>
            </div>
            <div className="field">
              <label htmlFor={`${id}-domains`}>{t('ssoSettings.domainsLabel')}</label>
              <textarea
                id={`${id}-domains`}
                rows={4}
                value={domains}
                spellCheck={false}
                autoCapitalize="off"
                placeholder="example.com"
                aria-describedby={`${id}-domains-help`}
                onChange={(e) => {
                  setDomains(e.currentTarget.value);
                  edited();
                }}
              />
              <p id={`${id}-domains-help`} className="hint">
                {t('ssoSettings.domainsHelp')}
              </p>
            </div>
            <div className="field">
              <label className="settings-check">
                <input
                  type="checkbox"
                  checked={blockPasswordLogin}
                  onChange={(e) => {
                    setBlockPasswordLogin(e.currentTarget.checked);
                    edited();
                  }}
                />
                {t('ssoSettings.blockPasswordLoginLabel')}
              </label>
            </div>
            {redirectUri !== '' && <p className="hint">{t('ssoSettings.redirectUri', { uri: redirectUri })}</p>}
          </SettingsCard>
        </form>
      </SettingsLoadState>
    </SettingsLayout>
  );
}
