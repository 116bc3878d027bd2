import { accountFeatureEnabled, mfaChannelValidateSchema, mfaDisableSchema, mfaSettingsSchema } from '@inkflow/core';
import * as RadioGroup from '@radix-ui/react-radio-group';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PhoneInput } from '../design/PhoneInput.js';
import { useSession } from '../session/services.js';
import { TextField } from '../signedOut/TextField.js';
import { fieldErrors } from '../signedOut/fieldErrors.js';
import { useSignedOutErrorText } from '../signedOut/useSignedOutErrorText.js';
import { usePageTitle } from '../title/usePageTitle.js';
import { mfaSettingsApi, type MfaSettings } from './mfaSettingsApi.js';
import { SettingsCard, SettingsLayout } from './SettingsLayout.js';

type Channel = 'email' | 'sms' | 'personal_identification';

/**
 * `/settings/two-step`, the signed-in settings page for two-step authentication (spec §3 Position
 * MFA, §7, issue #3 "Position MFA settings"). Off: choose Email or SMS (with a phone number) and
 * confirm with the password (POST /positions/{id}/mfa/, a code goes to the new channel). Pending:
 * enter that security code (channel_validate; 1008 wrong code), resend it, or choose again. On:
 * turn it off with the password (DELETE; 1013 wrong password). Personal identification (with a
 * personal ID) is offered only when the account feature personalIdentificationMfa is on (§3) and
 * is on at once, as the server has no code to prove for it.
 */
export function MfaSettingsPage() {
  const { t } = useTranslation('auth');
  usePageTitle(t('mfaSettings.title'));
  const errorText = useSignedOutErrorText();
  const positionId = useSession((s) => s.position?.id);
  const personalIdOffered = useSession((s) => (s.position ? accountFeatureEnabled(s.position.account.features, 'personalIdentificationMfa') : false));
  const channels: Channel[] = personalIdOffered ? ['email', 'sms', 'personal_identification'] : ['email', 'sms'];
  const [personalId, setPersonalId] = useState('');
  const [settings, setSettings] = useState<MfaSettings | null>(null);
  const [choosing, setChoosing] = useState(false);
  const [channel, setChannel] = useState<Channel>('email');
  const [phone, setPhone] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const [notice, setNotice] = useState('');
  const methodId = useId();

  useEffect(() => {
    if (positionId === undefined) return;
    mfaSettingsApi()
      .load(positionId)
      .then(setSettings, setError);
  }, [positionId]);

  /** The channel_data the chosen channel sends: a phone for SMS, a personal ID, none for email. */
  const channelData = () => (channel === 'sms' ? phone : channel === 'personal_identification' ? personalId : undefined);
  const pending = settings?.channelStatus === 'pending' && !choosing;
  const on = settings?.enabled === true && settings.channelStatus === 'validated';
  const mode = on ? 'on' : pending ? 'pending' : 'off';
  const errors =
    mode === 'off'
      ? fieldErrors(mfaSettingsSchema, { channel, channel_data: channelData(), password })
      : mode === 'pending'
        ? fieldErrors(mfaChannelValidateSchema, { security_code: code })
        : fieldErrors(mfaDisableSchema, { password });
  const phoneMissing = mode === 'off' && channel === 'sms' && phone.trim() === '' ? t('mfaSettings.phoneRequired') : undefined;
  const personalIdMissing =
    mode === 'off' && channel === 'personal_identification' && personalId.trim() === '' ? t('mfaSettings.personalIdRequired') : undefined;

  /** Runs a call; `checkForm` first shows the form's errors and stops on them (Resend has no form). */
  const run = async (action: () => Promise<MfaSettings | void>, done?: string, checkForm = true) => {
    if (checkForm) {
      setTouched(true);
      if (Object.keys(errors).length > 0 || phoneMissing || personalIdMissing) return;
    }
    if (positionId === undefined || busy) return;
    setBusy(true);
    setError(null);
    try {
      const next = await action();
      if (next) {
        setSettings(next);
        setChoosing(false);
        setPassword('');
        setCode('');
        setTouched(false);
      }
      setNotice(done ?? '');
    } catch (e) {
      setError(e);
    } finally {
      setBusy(false);
    }
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (positionId === undefined) return;
    const api = mfaSettingsApi();
    if (mode === 'off') {
      const data = channelData()?.trim();
      const immediate = channel === 'personal_identification';
      void run(() => api.choose(positionId, { channel, ...(data !== undefined ? { channelData: data } : {}), password }), immediate ? t('mfaSettings.turnedOn') : undefined);
    }
    else if (mode === 'pending') void run(() => api.validate(positionId, code.trim()), t('mfaSettings.turnedOn'));
    else void run(() => api.disable(positionId, password), t('mfaSettings.turnedOff'));
  };

  const passwordField = (
    <TextField
      label={t('mfaSettings.password')}
      type="password"
      name="password"
      autoComplete="current-password"
      value={password}
      error={errors.password}
      touched={touched}
      onChange={setPassword}
    />
  );

  const actions = (
    <>
      {mode === 'pending' && positionId !== undefined && (
        <>
          <button type="button" className="button" disabled={busy} onClick={() => setChoosing(true)}>
            {t('mfaSettings.chooseAgain')}
          </button>
          <button type="button" className="button" disabled={busy} onClick={() => void run(() => mfaSettingsApi().requestCode(positionId), t('mfaSettings.resent'), false)}>
            {t('mfaSettings.resend')}
          </button>
        </>
      )}
      <button type="submit" className={mode === 'on' ? 'button danger' : 'button primary'} disabled={busy}>
        {t(mode === 'on' ? 'mfaSettings.turnOff' : mode === 'pending' ? 'mfaSettings.confirm' : 'mfaSettings.turnOn')}
      </button>
    </>
  );

  return (
    <SettingsLayout
      titleId="mfa-settings-title"
      title={t('mfaSettings.title')}
      intro={t('mfaSettings.intro')}
      {...(settings && mode !== 'pending' ? { status: { text: t(mode === 'on' ? 'mfaSettings.turnedOn' : 'mfaSettings.statusOff'), tone: mode === 'on' ? ('on' as const) : ('off' as const) } } : {})}
    >
      {notice && (
        <p className="notice" role="status">
          {notice}
        </p>
      )}
      {!settings && error !== null && (
        <p className="field-error" role="alert">
          {errorText(error)}
        </p>
      )}
      {settings && (
        <form onSubmit={onSubmit} noValidate>
          <SettingsCard footer={actions}>
            {mode === 'on' && (
              <>
                <p>
                  {t(settings.channel === 'personal_identification' ? 'mfaSettings.statusOnPersonalIdentification' : 'mfaSettings.statusOn', {
                    destination: settings.channelData ?? settings.channel,
                  })}
                </p>
                {passwordField}
              </>
            )}
            {mode === 'pending' && (
              <>
                <p>{t('mfaSettings.codeSent', { destination: settings.channelData ?? settings.channel })}</p>
                <TextField
                  label={t('mfaSettings.securityCode')}
                  name="security_code"
                  autoComplete="one-time-code"
                  inputMode="numeric"
                  maxLength={20}
                  value={code}
                  error={errors.security_code}
                  touched={touched}
                  onChange={setCode}
                />
              </>
            )}
            {mode === 'off' && (
              <>
                <div className="settings-methods">
                  <p id={`${methodId}-legend`} className="settings-methods__legend">
                    {t('mfaSettings.method')}
                  </p>
                  <RadioGroup.Root
                    className="settings-radio-group"
                    aria-labelledby={`${methodId}-legend`}
                    value={channel}
                    onValueChange={(value) => setChannel(value as Channel)}
                  >
                    {channels.map((value) => (
                      <div key={value} className="settings-radio-option">
                        <RadioGroup.Item id={`${methodId}-${value}`} value={value} className="settings-radio" aria-describedby={`${methodId}-${value}-hint`}>
                          <RadioGroup.Indicator className="settings-radio__dot" />
                        </RadioGroup.Item>
                        <span className="settings-radio-option__text">
                          {/* The label's ::after covers the whole option, so a click anywhere chooses it. */}
                          <label className="settings-radio-option__label" htmlFor={`${methodId}-${value}`}>
                            {t(`mfaSettings.methods.${value}`)}
                          </label>
                          <span id={`${methodId}-${value}-hint`} className="settings-radio-option__hint">
                            {t(`mfaSettings.methodHints.${value}`)}
                          </span>
                        </span>
                      </div>
                    ))}
                  </RadioGroup.Root>
                </div>
                {channel === 'sms' && (
                  <PhoneInput
                    id={`${methodId}-phone`}
                    label={t('mfaSettings.phone')}
                    value={phone}
                    required
                    error={touched ? (phoneMissing ?? errors.channel_data ?? null) : null}
                    onChange={setPhone}
                  />
                )}
                {channel === 'personal_identification' && (
                  <TextField
                    label={t('mfaSettings.personalId')}
                    name="personal_id"
                    autoComplete="off"
                    maxLength={70}
                    value={personalId}
                    error={personalIdMissing ?? errors.channel_data}
                    touched={touched}
                    onChange={setPersonalId}
                  />
                )}
                {passwordField}
              </>
            )}
            {error !== null && (
              <p className="field-error" role="alert">
                {errorText(error)}
              </p>
            )}
          </SettingsCard>
        </form>
      )}
    </SettingsLayout>
  );
}
