import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Switch, showToast } from '../design/index.js';
import { useErrorText } from '../errors/useErrorText.js';
import { useSession } from '../session/services.js';
import { productName } from '../signedOut/productName.js';
import { usePageTitle } from '../title/usePageTitle.js';
import { loadAccountFeatures, saveAccountFeature, type AccountFeature } from './featureSettingsApi.js';
import { SettingsCard, SettingsLayout, SettingsLoadState } from './SettingsLayout.js';
import { useSettingsLoad } from './useSettingsLoad.js';

/**
 * `/settings/features` (§3 Account "features map, each with enabled 0 or 1"; §1 extensions): an
 * account admin turns each extension on or off — contract notes, internal reminders, AI review, AI
 * import, single sign-on, personal-ID two-step — each a Radix switch with its name, a one-line
 * description, its default and who changed it last. A switch is disabled while its change is
 * saved; the answer updates the session's features map at once, so the app shows or hides the
 * extension without a reload. A non-admin gets the server's 403 ("Access denied") in an alert.
 */
export function FeatureSettingsPage() {
  const { t, i18n } = useTranslation('extensions');
  usePageTitle(t('features.title'));
  const errorText = useErrorText();
  const account = useSession((s) => s.position?.account);
  const accountId = account?.id;
  const [features, setFeatures] = useState<AccountFeature[]>([]);
  const [saving, setSaving] = useState<string | null>(null);

  const status = useSettingsLoad(
    accountId === undefined ? undefined : () => loadAccountFeatures(accountId),
    setFeatures,
    [accountId],
  );

  const date = (iso: string) => new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));

  const change = async (feature: AccountFeature, enabled: boolean) => {
    if (accountId === undefined) return;
    setSaving(feature.key);
    const name = t(`features.names.${feature.key}`);
    try {
      const saved = await saveAccountFeature(accountId, feature.key, enabled);
      setFeatures((list) => list.map((f) => (f.key === saved.key ? saved : f)));
      // The whole app reads the map from the session: the extension appears or disappears now.
      const position = useSession.getState().position;
      if (position) {
        useSession.setState({
          position: { ...position, account: { ...position.account, features: { ...position.account.features, [saved.key]: { enabled: saved.enabled ? 1 : 0 } } } },
        });
      }
      showToast({ type: 'success', title: t(saved.enabled ? 'features.savedOn' : 'features.savedOff', { feature: name }) });
    } catch (error) {
      showToast({ type: 'error', title: name, description: errorText(error) });
    } finally {
      setSaving(null);
    }
  };

  return (
    <SettingsLayout titleId="feature-settings-title" title={t('features.title')} intro={t('features.intro', { product: productName(), account: account?.name ?? '' })}>
      <SettingsLoadState status={status}>
        <SettingsCard title={t('features.cardTitle')}>
          <ul className="feature-list">
            {features.map((feature) => {
              const id = `feature-${feature.key}`;
              const state = t(feature.enabled ? 'features.stateOn' : 'features.stateOff');
              return (
                <li key={feature.key} className="feature-list__item">
                  <div className="feature-list__text">
                    <label htmlFor={id} className="feature-list__name">
                      {t(`features.names.${feature.key}`)}
                    </label>
                    <p id={`${id}-description`} className="feature-list__description">
                      {t(`features.descriptions.${feature.key}`)}
                    </p>
                    <p className="feature-list__meta">
                      {feature.changedAt
                        ? feature.changedBy
                          ? t('features.changedBy', { state, name: feature.changedBy, date: date(feature.changedAt) })
                          : t('features.changedAt', { state, date: date(feature.changedAt) })
                        : t(feature.defaultEnabled ? 'features.defaultOn' : 'features.defaultOff')}
                    </p>
                  </div>
                  <Switch
                    id={id}
                    checked={feature.enabled}
                    disabled={saving === feature.key}
                    describedBy={`${id}-description`}
                    onCheckedChange={(enabled) => void change(feature, enabled)}
                    stateText={t(feature.enabled ? 'features.on' : 'features.off')}
                  />
                </li>
              );
            })}
          </ul>
        </SettingsCard>
      </SettingsLoadState>
    </SettingsLayout>
  );
}
