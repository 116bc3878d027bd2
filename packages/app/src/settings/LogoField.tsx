import { logoBytesMax } from '@inkflow/core';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../errors/useErrorText.js';

/** Props of LogoField. */
export interface LogoFieldProps {
  /** The current logo's URL, or null. */
  logoUrl: string | null;
  /** The company name: the preview's alt text and the placeholder's initials. */
  companyName: string;
  /** Uploads the chosen file; rejects with the API error (4502 not PNG/JPEG, 400 over 1 MiB). */
  onUpload: (file: File) => Promise<void>;
  /** Removes the logo. */
  onRemove: () => Promise<void>;
}

const accepted = ['image/png', 'image/jpeg'];

/**
 * The company logo of the account settings page: a preview (or the company's initials), "Upload
 * logo" / "Replace logo" opening the file picker, and Remove. A file that is plainly not a PNG or
 * JPEG, or over 1 MiB, is refused here with the same words as the server; the server judges the
 * type again from the bytes (§8 4502). Each change saves at once and says so.
 */
export function LogoField({ logoUrl, companyName, onUpload, onRemove }: LogoFieldProps) {
  const { t } = useTranslation('app');
  const errorText = useErrorText();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const run = async (action: () => Promise<void>, done: string) => {
    setBusy(true);
    setError(null);
    setNotice(null);
    try {
      await action();
      setNotice(done);
    } catch (failure) {
      setError(errorText(failure) || t('accountSettings.logoFailed'));
    } finally {
      setBusy(false);
    }
  };

  const chosen = (file: File | undefined) => {
    if (input.current) input.current.value = '';
    if (!file) return;
    if (file.type !== '' && !accepted.includes(file.type)) {
      setNotice(null);
      setError(t('accountSettings.logoType'));
      return;
    }
    if (file.size > logoBytesMax) {
      setNotice(null);
      setError(t('accountSettings.logoSize'));
      return;
    }
    void run(() => onUpload(file), t('accountSettings.logoSaved'));
  };

  const initials = companyName
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]!.toUpperCase())
    .join('');
  return (
    <div className="field account-logo" role="group" aria-labelledby={`${id}-label`} aria-describedby={`${id}-help`}>
      <span id={`${id}-label`} className="account-logo__label">
        {t('accountSettings.logoLabel')}
      </span>
      <div className="account-logo__row">
        <div className="account-logo__preview">
          {logoUrl ? (
            <img src={logoUrl} alt={t('accountSettings.logoPreview', { name: companyName })} />
          ) : (
            <span className="account-logo__initials" aria-hidden="true">
              {initials}
            </span>
          )}
        </div>
        <div className="account-logo__actions">
          <input
            ref={input}
            id={`${id}-file`}
            type="file"
            accept="image/png,image/jpeg"
            hidden
            onChange={(e) => chosen(e.currentTarget.files?.[0])}
          />
          <button type="button" className="button" disabled={busy} onClick={() => input.current?.click()}>
            {logoUrl ? t('accountSettings.logoReplace') : t('accountSettings.logoUpload')}
          </button>
          {logoUrl && (
            <button type="button" className="button" disabled={busy} onClick={() => void run(onRemove, t('accountSettings.logoRemoved'))}>
              {t('accountSettings.logoRemove')}
            </button>
          )}
        </div>
      </div>
      <p id={`${id}-help`} className="hint">
        {t('accountSettings.logoHelp')}
      </p>
      {error && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
      {notice && (
        <p className="hint" role="status">
          {notice}
        </p>
      )}
    </div>
  );
}
