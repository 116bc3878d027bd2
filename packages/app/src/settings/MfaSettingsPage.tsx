import { mfaChannelValidateSchema, mfaDisableSchema, mfaSettingsSchema } from '@inkflow/core';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../session/services.js';
import { TextField } from '../signedOut/TextField.js';
import { fieldErrors } from '../signedOut/fieldErrors.js';
import { useSignedOutErrorText } from '../signedOut/useSignedOutErrorText.js';
import { usePageTitle } from '../title/usePageTitle.js';
import { mfaSettingsApi, type MfaSettings } from './mfaSettingsApi.js';

type Channel = 'email' | 'sms';

/**
 * `/settings/two-step`, the signed-in settings page for two-step authentication (spec §3 Position
 * MFA, §7, issue #3 "Position MFA settings"). Off: choose Email or SMS (with a phone number) and
 * confirm with the password (POST /positions/{id}/mfa/, a code goes to the new channel). Pending:
 * enter that security code (channel_validate; 1008 wrong code), resend it, or choose again. On:
 * turn it off with the password (DELETE; 1013 wrong password).
 */
export function MfaSettingsPage() {
  const { t } = useTranslation('auth');
  usePageTitle(t('mfaSettings.title'));
  const errorText = useSignedOutErrorText();
  const positionId = useSession((s) => s.position?.id);
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

  useEffect(() => {
    if (positionId === undefined) return;
    mfaSettingsApi()
      .load(positionId)
      .then(setSettings, setError);
  }, [positionId]);

  const pending = settings?.channelStatus === 'pending' && !choosing;
  const on = settings?.enabled === true && settings.channelStatus === 'validated';
  const mode = on ? 'on' : pending ? 'pending' : 'off';
  const errors =
    mode === 'off'
      ? fieldErrors(mfaSettingsSchema, { channel, channel_data: channel === 'sms' ? phone : undefined, password })
      : mode === 'pending'
        ? fieldErrors(mfaChannelValidateSchema, { security_code: code })
        : fieldErrors(mfaDisableSchema, { password });
  const phoneMissing = mode === 'off' && channel === 'sms' && phone.trim() === '' ? t('mfaSettings.phoneRequired') : undefined;

  /** Runs a call; `checkForm` first shows the form's errors and stops on them (Resend has no form). */
  const run = async (action: () => Promise<MfaSettings | void>, done?: string, checkForm = true) => {
    if (checkForm) {
      setTouched(true);
      if (Object.keys(errors).length > 0 || phoneMissing) return;
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
    if (mode === 'off') void run(() => api.choose(positionId, { channel, ...(channel === 'sms' ? { channelData: phone.trim() } : {}), password }));
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

  return (
    <section className="settings-page" aria-labelledby="mfa-settings-title">
      <h1 id="mfa-settings-title">{t('mfaSettings.title')}</h1>
      <p className="hint">{t('mfaSettings.intro')}</p>
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
          {mode === 'on' && (
            <>
              <p>{t('mfaSettings.statusOn', { destination: settings.channelData ?? settings.channel })}</p>
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
              <p>{t('mfaSettings.statusOff')}</p>
              <fieldset>
                <legend>{t('mfaSettings.method')}</legend>
                {(['email', 'sms'] as const).map((value) => (
                  <label key={value} className="choice">
                    <input type="radio" name="channel" value={value} checked={channel === value} onChange={() => setChannel(value)} />
                    {t(`mfaSettings.methods.${value}`)}
                  </label>
                ))}
              </fieldset>
              {channel === 'sms' && (
                <TextField
                  label={t('mfaSettings.phone')}
                  type="tel"
                  name="phone"
                  autoComplete="tel"
                  maxLength={70}
                  value={phone}
                  error={phoneMissing ?? errors.channel_data}
                  touched={touched}
                  onChange={setPhone}
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
          <div className="actions">
            <button type="submit" className="button primary" disabled={busy}>
              {t(mode === 'on' ? 'mfaSettings.turnOff' : mode === 'pending' ? 'mfaSettings.confirm' : 'mfaSettings.turnOn')}
            </button>
            {mode === 'pending' && positionId !== undefined && (
              <>
                <button type="button" className="button" disabled={busy} onClick={() => void run(() => mfaSettingsApi().requestCode(positionId), t('mfaSettings.resent'), false)}>
                  {t('mfaSettings.resend')}
                </button>
                <button type="button" className="button" disabled={busy} onClick={() => setChoosing(true)}>
                  {t('mfaSettings.chooseAgain')}
                </button>
              </>
            )}
          </div>
        </form>
      )}
    </section>
  );
}
