import { ApiError, ApiErrorCode, accountRoles, emailSchema, languageEndonyms, languageTag, supportedLanguages, type AccountRole, type SupportedLanguage } from '@inkflow/core';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useAsyncAction } from '../dashboard/useAsyncAction.js';
import { Modal } from '../design/index.js';
import { useErrorText } from '../errors/useErrorText.js';
import { useValidationText } from '../signedOut/useValidationText.js';
import type { InviteInput } from './membersApi.js';

/** Props of InviteDialog. */
export interface InviteDialogProps {
  /** The language preselected for the invitation email and the invitee's interface (the inviter's). */
  defaultLanguage: SupportedLanguage;
  /** Seats still free; 0 shows the limit before anything is sent. */
  available: number;
  /** Sends the invitation; a rejection (§8 101, 1014, 2002, 400) is shown in the dialog. */
  onInvite(input: InviteInput): Promise<unknown>;
  /** Opens the Buy seats dialog (offered when every seat is taken). */
  onBuySeats(): void;
  onClose(): void;
}

/**
 * "Invite a colleague" (§6 "Invited users join an existing account", §7 POST /positions/invite):
 * email (§5), an optional name, the account role (§3 userRole: member or admin, each explained)
 * and the language of the invitation and of the invitee's interface. The invitation takes a seat
 * while pending; with every seat taken (or on 101) the dialog says so and offers Buy seats.
 */
export function InviteDialog({ defaultLanguage, available, onInvite, onBuySeats, onClose }: InviteDialogProps) {
  const { t } = useTranslation('members');
  const validationText = useValidationText();
  const errorText = useErrorText();
  const id = useId();
  const formId = `${id}-form`;
  const [email, setEmail] = useState('');
  const [fullname, setFullname] = useState('');
  const [role, setRole] = useState<AccountRole>('member');
  const [language, setLanguage] = useState<SupportedLanguage>(defaultLanguage);
  const [touched, setTouched] = useState(false);
  const { busy, error, run } = useAsyncAction();
  const parsed = emailSchema.safeParse(email);
  const emailError = parsed.success ? (email.trim() === '' ? 'Email is required' : undefined) : parsed.error.issues[0]?.message;
  const limitReached = available <= 0 || (error instanceof ApiError && error.code === ApiErrorCode.AccountLimitExceeded);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (emailError || limitReached) return;
    await run(() => onInvite({ email: email.trim(), ...(fullname.trim() ? { fullname: fullname.trim() } : {}), userRole: role, language }));
  };

  return (
    <Modal
      title={t('invite.title')}
      description={t('invite.text')}
      onClose={onClose}
      footer={
        <>
          <button type="button" className="button" onClick={onClose}>
            {t('common.cancel')}
          </button>
          {limitReached ? (
            <button type="button" className="button primary" onClick={onBuySeats}>
              {t('seats.buy')}
            </button>
          ) : (
            <button type="submit" form={formId} className="button primary" disabled={busy} aria-busy={busy}>
              {busy ? t('invite.sending') : t('invite.send')}
            </button>
          )}
        </>
      }
    >
      <form id={formId} className="dialog-form members-invite" noValidate onSubmit={(e) => void submit(e)}>
        {limitReached && (
          <p className="members-notice" role="status">
            {t('invite.noSeats')}
          </p>
        )}
        <div className="field">
          <label htmlFor={`${id}-email`}>{t('invite.email')}</label>
          <input
            id={`${id}-email`}
            type="email"
            autoComplete="off"
            maxLength={70}
            value={email}
            aria-invalid={touched && emailError ? true : undefined}
            aria-describedby={touched && emailError ? `${id}-email-error` : undefined}
            onChange={(e) => setEmail(e.currentTarget.value)}
            onBlur={() => setTouched(true)}
          />
          {touched && emailError && (
            <p id={`${id}-email-error`} className="field-error">
              {validationText(emailError)}
            </p>
          )}
        </div>
        <div className="field">
          <label htmlFor={`${id}-name`}>{t('invite.name')}</label>
          <input id={`${id}-name`} autoComplete="off" maxLength={100} value={fullname} aria-describedby={`${id}-name-hint`} onChange={(e) => setFullname(e.currentTarget.value)} />
          <p id={`${id}-name-hint`} className="hint">
            {t('invite.nameHint')}
          </p>
        </div>
        {/* Member first: the usual choice, and the default. */}
        <fieldset className="members-roles">
          <legend>{t('invite.role')}</legend>
          {[...accountRoles].reverse().map((value) => (
            <label key={value} className="members-role-option">
              <input type="radio" name={`${id}-role`} value={value} checked={role === value} onChange={() => setRole(value)} />
              <span>
                <span className="members-role-option__name">{t(`role.${value}`)}</span>
                <span className="members-role-option__hint">{t(`role.${value}Hint`)}</span>
              </span>
            </label>
          ))}
        </fieldset>
        <div className="field">
          <label htmlFor={`${id}-language`}>{t('invite.language')}</label>
          <select id={`${id}-language`} value={language} onChange={(e) => setLanguage(e.currentTarget.value as SupportedLanguage)}>
            {supportedLanguages.map((code) => (
              <option key={code} value={code} lang={languageTag(code)}>
                {languageEndonyms[code]}
              </option>
            ))}
          </select>
        </div>
        {error !== null && !limitReached && (
          <p className="field-error" role="alert">
            {errorText(error)}
          </p>
        )}
      </form>
    </Modal>
  );
}
