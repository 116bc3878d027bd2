import {
  ApproverRoleCode,
  SignMethod,
  allSignMethods,
  isEidSignMethod,
  selectableRoles,
  type CreateParticipantRequest,
  type SelectableRole,
} from '@inkflow/core';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

/** Props of ParticipantForm. `onAdd` resolves true when the participant was added (the form then clears). */
export interface ParticipantFormProps {
  onAdd(participant: CreateParticipantRequest): Promise<boolean>;
  busy?: boolean;
  /** config.signOrder of the agreement: the external approver needs it (§5). */
  signOrder?: boolean;
  /** The block a new participant gets (appended at the end of the signing order). */
  nextBlock?: number;
  /** §6 permission names the caller holds on the agreement; the approver roles need theirs. */
  allowed?: readonly string[];
}

/**
 * Name, Email, Role (§6 list order: signatory, organizer, internal approver, external
 * approver, influencer, viewer), Sign method (§3, all eight), and the Phone number / Personal ID
 * the chosen method (or SMS two-step verification) needs; Title; Party (Individual or Company,
 * with Company name, Organization number and two-letter Country); Two-step verification
 * (mfa_channel); Save to address book; Add participant. Choosing the external approver without a signing
 * order shows the §5 message and keeps the form from submitting.
 */
export function ParticipantForm({ onAdd, busy = false, signOrder = false, nextBlock = 0, allowed }: ParticipantFormProps) {
  const { t } = useTranslation('app');
  const id = useId();
  const [fullname, setFullname] = useState('');
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<SelectableRole>(1);
  const [signMethod, setSignMethod] = useState<number>(SignMethod.Standard);
  const [phone, setPhone] = useState('');
  const [ssn, setSsn] = useState('');
  const [company, setCompany] = useState(false);
  const [companyName, setCompanyName] = useState('');
  const [orgnr, setOrgnr] = useState('');
  const [country, setCountry] = useState('');
  const [title, setTitle] = useState('');
  const [mfa, setMfa] = useState<'none' | 'email' | 'sms'>('none');
  const [saveToAddressBook, setSaveToAddressBook] = useState(false);
  // §6: the approver roles need their permissions; without an ACL (older answers) all are offered.
  const has = (name: string) => allowed === undefined || allowed.includes(name);
  const roles = selectableRoles({
    colleague: true,
    draftApprovalFlow: has('agreement:draft_approval_flow:update'),
    pendingStateApprover: has('agreement:participant:pending_state_approver:create'),
  });
  const needsOrder = role === ApproverRoleCode.ExternalApprover && !signOrder;
  const signs = role === 1;
  const needsPhone = (signs && signMethod === SignMethod.Sms) || mfa === 'sms';
  const needsSsn = signs && isEidSignMethod(signMethod);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (needsOrder) return;
    const added = await onAdd({
      fullname: fullname.trim(),
      email: email.trim(),
      type: role,
      block_index: nextBlock,
      sign_method: signs ? (signMethod as CreateParticipantRequest['sign_method']) : SignMethod.Standard,
      ...(needsPhone ? { phone_number: phone } : {}),
      ...(needsSsn ? { ssn } : {}),
      individual: !company,
      ...(company
        ? { company_name: companyName.trim(), ...(orgnr.trim() ? { company_orgnr: orgnr.trim() } : {}), ...(country.trim() ? { company_country: country.trim().toUpperCase() } : {}) }
        : {}),
      ...(title.trim() ? { title: title.trim() } : {}),
      mfa_channel: mfa,
      save_to_address_book: saveToAddressBook,
    });
    if (added) {
      setFullname('');
      setEmail('');
      setPhone('');
      setSsn('');
      setTitle('');
    }
  };

  return (
    <form className="participant-form" onSubmit={(e) => void submit(e)}>
      <div className="field">
        <label htmlFor={`${id}-name`}>{t('participants.fullname')}</label>
        <input id={`${id}-name`} autoComplete="off" required value={fullname} onChange={(e) => setFullname(e.target.value)} />
      </div>
      <div className="field">
        <label htmlFor={`${id}-email`}>{t('participants.email')}</label>
        <input id={`${id}-email`} type="email" autoComplete="off" required value={email} onChange={(e) => setEmail(e.target.value)} />
      </div>
      <div className="field">
        <label htmlFor={`${id}-title`}>{t('participants.participantTitle')}</label>
        <input id={`${id}-title`} autoComplete="off" value={title} onChange={(e) => setTitle(e.target.value)} />
      </div>
      <div className="field">
        <label htmlFor={`${id}-party`}>{t('participants.party')}</label>
        <select id={`${id}-party`} value={company ? 'company' : 'individual'} onChange={(e) => setCompany(e.target.value === 'company')}>
          <option value="individual">{t('participants.individual')}</option>
          <option value="company">{t('participants.company')}</option>
        </select>
      </div>
      {company && (
        <>
          <div className="field">
            <label htmlFor={`${id}-company`}>{t('participants.companyName')}</label>
            <input id={`${id}-company`} autoComplete="off" required value={companyName} onChange={(e) => setCompanyName(e.target.value)} />
          </div>
          <div className="field">
            <label htmlFor={`${id}-orgnr`}>{t('participants.companyOrgnr')}</label>
            <input id={`${id}-orgnr`} autoComplete="off" value={orgnr} onChange={(e) => setOrgnr(e.target.value)} />
          </div>
          <div className="field">
            <label htmlFor={`${id}-country`}>{t('participants.companyCountry')}</label>
            <input id={`${id}-country`} autoComplete="off" maxLength={2} pattern="[A-Za-z]{2}" value={country} onChange={(e) => setCountry(e.target.value)} />
          </div>
        </>
      )}
      <div className="field">
        <label htmlFor={`${id}-role`}>{t('participants.role')}</label>
        <select id={`${id}-role`} value={role} onChange={(e) => setRole(Number(e.target.value) as SelectableRole)} aria-describedby={needsOrder ? `${id}-role-error` : undefined}>
          {roles.map((value) => (
            <option key={value} value={value}>
              {t(`sign:role.${value}`)}
            </option>
          ))}
        </select>
        {needsOrder && (
          <p id={`${id}-role-error`} className="field-error" role="alert">
            {t('participants.signOrderRequired')}
          </p>
        )}
      </div>
      {signs && (
        <div className="field">
          <label htmlFor={`${id}-method`}>{t('participants.signMethod')}</label>
          <select id={`${id}-method`} value={signMethod} onChange={(e) => setSignMethod(Number(e.target.value))}>
            {allSignMethods.map((method) => (
              <option key={method} value={method}>
                {t(`sign:method.${method}`)}
              </option>
            ))}
          </select>
        </div>
      )}
      {needsPhone && (
        <div className="field">
          <label htmlFor={`${id}-phone`}>{t('participants.phone')}</label>
          <input id={`${id}-phone`} type="tel" autoComplete="off" required value={phone} onChange={(e) => setPhone(e.target.value)} />
        </div>
      )}
      {needsSsn && (
        <div className="field">
          <label htmlFor={`${id}-ssn`}>{t('participants.ssn')}</label>
          <input id={`${id}-ssn`} autoComplete="off" required value={ssn} onChange={(e) => setSsn(e.target.value)} />
        </div>
      )}
      <div className="field">
        <label htmlFor={`${id}-mfa`}>{t('participants.mfa')}</label>
        <select id={`${id}-mfa`} value={mfa} onChange={(e) => setMfa(e.target.value as 'none' | 'email' | 'sms')}>
          <option value="none">{t('participants.mfaNone')}</option>
          <option value="email">{t('participants.mfaEmail')}</option>
          <option value="sms">{t('participants.mfaSms')}</option>
        </select>
      </div>
      <div className="field field--checkbox">
        <input id={`${id}-save`} type="checkbox" checked={saveToAddressBook} onChange={(e) => setSaveToAddressBook(e.target.checked)} />
        <label htmlFor={`${id}-save`}>{t('participants.saveToAddressBook')}</label>
      </div>
      <button type="submit" className="button" disabled={busy || needsOrder}>
        {t('participants.add')}
      </button>
    </form>
  );
}
