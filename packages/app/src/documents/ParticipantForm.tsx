import {
  ApproverRoleCode,
  SignMethod,
  allSignMethods,
  isEidSignMethod,
  selectableRoles,
  type CreateParticipantRequest,
  type Participant,
  type SelectableRole,
} from '@inkflow/core';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PhoneInput, phoneError } from '../design/PhoneInput.js';

/** Props of ParticipantForm. `onSubmit` resolves true when the server took the participant. */
export interface ParticipantFormProps {
  onSubmit(participant: CreateParticipantRequest): Promise<boolean>;
  busy?: boolean;
  /** config.signOrder of the agreement: the external approver needs it (§5). */
  signOrder?: boolean;
  /** The block a new participant gets (appended at the end of the signing order). */
  nextBlock?: number;
  /** §6 permission names the caller holds on the agreement; the approver roles need theirs. */
  allowed?: readonly string[];
  /** Editing: the participant whose values fill the form (Edit participant). */
  initial?: Participant;
  /** The sign method a new signatory starts with: the account's default (account settings); standard e-signature without it. */
  defaultSignMethod?: number;
  /**
   * The form's id. With it the form has no submit button of its own: a Modal footer's button
   * (`form={formId}`) submits it. Without it the form ends with "Add participant".
   */
  formId?: string;
}

/** The wire names of participant fields, for turning a server message into the field's label. */
const wireFieldLabels: Record<string, string> = {
  fullname: 'participants.fullname',
  email: 'participants.email',
  phone_number: 'participants.phone',
  ssn: 'participants.ssn',
  company_name: 'participants.companyName',
  company_orgnr: 'participants.companyOrgnr',
  company_country: 'participants.companyCountry',
  title: 'participants.participantTitle',
  sign_method: 'participants.signMethod',
  mfa_channel: 'participants.mfa',
  type: 'participants.role',
};

/**
 * A server message about a participant with every wire key (`fullname`, `phone_number`, …)
 * replaced by the field's label in the UI language ("Name", "Phone number"), so no raw key
 * reaches the user.
 */
export function withFieldLabels(message: string, t: (key: string) => string): string {
  const label = (key: string) => t(wireFieldLabels[key]!);
  return (
    message
      // Keys that are no English word are replaced wherever they stand…
      .replace(/\b(fullname|phone_number|ssn|company_name|company_orgnr|company_country|sign_method|mfa_channel)\b/g, label)
      // …plain words only where they are a key: quoted, or before a colon ("email: Invalid").
      .replace(/(["'`])(email|title|type)\1/g, (_match, _quote: string, key: string) => label(key))
      .replace(/\b(email|title|type)(?=\s*:)/g, label)
  );
}

type FieldName = 'fullname' | 'email' | 'phone' | 'ssn' | 'companyName';

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * The participant form (inside the Add participant / Edit participant dialog): Name, Email,
 * Title, Party (Individual or Company, with Company name, Organization number and two-letter
 * Country), Role (§6 list order), Sign method (§3, all eight), Phone number with a country
 * picker (required by SMS verification or SMS two-step verification), Personal ID (eID
 * methods), Two-step verification (mfa_channel) and Save to address book. Errors name the
 * field by its label ("Name is required", §5 "Phone number is not a valid phone number"), are
 * tied to the field (aria-describedby) and focus the first wrong field. Choosing the external
 * approver without a signing order shows the §5 message and keeps the form from submitting.
 */
export function ParticipantForm({ onSubmit, busy = false, signOrder = false, nextBlock = 0, allowed, initial, defaultSignMethod = SignMethod.Standard, formId }: ParticipantFormProps) {
  const { t } = useTranslation('app');
  const id = useId();
  const [fullname, setFullname] = useState(initial?.fullname ?? '');
  const [email, setEmail] = useState(initial?.email ?? '');
  const [role, setRole] = useState<SelectableRole>(((initial?.role ?? initial?.type) as SelectableRole | undefined) ?? 1);
  const [signMethod, setSignMethod] = useState<number>(initial?.signMethod ?? defaultSignMethod);
  const [phone, setPhone] = useState(initial?.phoneNumber ?? '');
  const [ssn, setSsn] = useState(initial?.ssn ?? '');
  const [company, setCompany] = useState(initial ? !initial.individual && Boolean(initial.companyName) : false);
  const [companyName, setCompanyName] = useState(initial?.companyName ?? '');
  const [orgnr, setOrgnr] = useState('');
  const [country, setCountry] = useState('');
  const [title, setTitle] = useState(initial?.title ?? '');
  const [mfa, setMfa] = useState<'none' | 'email' | 'sms'>(initial?.mfaChannel ?? 'none');
  const [saveToAddressBook, setSaveToAddressBook] = useState(false);
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});
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

  const validate = (): Partial<Record<FieldName, string>> => {
    const found: Partial<Record<FieldName, string>> = {};
    const required = (label: string) => t('participants.required', { field: label });
    if (!fullname.trim()) found.fullname = required(t('participants.fullname'));
    if (!email.trim()) found.email = required(t('participants.email'));
    else if (!emailPattern.test(email.trim())) found.email = t('participants.invalidEmail', { field: t('participants.email') });
    const phoneProblem = phoneError(phone, t('participants.phone'), (key, values) => t(key, values));
    if (phoneProblem) found.phone = phoneProblem;
    else if (needsPhone && !phone) found.phone = required(t('participants.phone'));
    if (needsSsn && !ssn.trim()) found.ssn = required(t('participants.ssn'));
    if (company && !companyName.trim()) found.companyName = required(t('participants.companyName'));
    return found;
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (needsOrder) return;
    const found = validate();
    setErrors(found);
    const first = (Object.keys(found) as FieldName[])[0];
    if (first) {
      // useId ids hold colons, so look the field up by id rather than by a CSS selector.
      document.getElementById(`${id}-${first}`)?.focus();
      return;
    }
    const done = await onSubmit({
      fullname: fullname.trim(),
      email: email.trim(),
      type: role,
      block_index: initial?.blockIndex ?? nextBlock,
      sign_method: signs ? (signMethod as CreateParticipantRequest['sign_method']) : SignMethod.Standard,
      ...(phone || needsPhone ? { phone_number: phone } : initial?.phoneNumber ? { phone_number: '' } : {}),
      ...(needsSsn ? { ssn } : {}),
      individual: !company,
      ...(company
        ? { company_name: companyName.trim(), ...(orgnr.trim() ? { company_orgnr: orgnr.trim() } : {}), ...(country.trim() ? { company_country: country.trim().toUpperCase() } : {}) }
        : {}),
      ...(title.trim() ? { title: title.trim() } : {}),
      mfa_channel: mfa,
      save_to_address_book: saveToAddressBook,
    });
    if (done && !initial) {
      setFullname('');
      setEmail('');
      setPhone('');
      setSsn('');
      setTitle('');
    }
  };

  const described = (field: FieldName) => (errors[field] ? { 'aria-invalid': true as const, 'aria-describedby': `${id}-${field}-error` } : {});
  const fieldError = (field: FieldName): ReactNode =>
    errors[field] ? (
      <p id={`${id}-${field}-error`} className="field-error">
        {errors[field]}
      </p>
    ) : null;
  const clear = (field: FieldName) => errors[field] && setErrors({ ...errors, [field]: undefined });

  return (
    <form id={formId} className="participant-form" onSubmit={(e) => void submit(e)} noValidate>
      <div className="field">
        <label htmlFor={`${id}-fullname`}>{t('participants.fullname')}</label>
        <input
          id={`${id}-fullname`}
          autoComplete="off"
          required
          maxLength={100}
          value={fullname}
          {...described('fullname')}
          onChange={(e) => {
            setFullname(e.target.value);
            clear('fullname');
          }}
        />
        {fieldError('fullname')}
      </div>
      <div className="field">
        <label htmlFor={`${id}-email`}>{t('participants.email')}</label>
        <input
          id={`${id}-email`}
          type="email"
          autoComplete="off"
          required
          maxLength={70}
          value={email}
          {...described('email')}
          onChange={(e) => {
            setEmail(e.target.value);
            clear('email');
          }}
        />
        {fieldError('email')}
      </div>
      <div className="field">
        <label htmlFor={`${id}-title`}>{t('participants.participantTitle')}</label>
        <input id={`${id}-title`} autoComplete="off" maxLength={100} value={title} onChange={(e) => setTitle(e.target.value)} />
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
            <label htmlFor={`${id}-companyName`}>{t('participants.companyName')}</label>
            <input
              id={`${id}-companyName`}
              autoComplete="off"
              required
              maxLength={100}
              value={companyName}
              {...described('companyName')}
              onChange={(e) => {
                setCompanyName(e.target.value);
                clear('companyName');
              }}
            />
            {fieldError('companyName')}
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
      <PhoneInput
        id={`${id}-phone`}
        label={t('participants.phone')}
        value={phone}
        required={needsPhone}
        error={errors.phone ?? null}
        onChange={(value) => {
          setPhone(value);
          clear('phone');
        }}
      />
      {needsSsn && (
        <div className="field">
          <label htmlFor={`${id}-ssn`}>{t('participants.ssn')}</label>
          <input
            id={`${id}-ssn`}
            autoComplete="off"
            required
            value={ssn}
            {...described('ssn')}
            onChange={(e) => {
              setSsn(e.target.value);
              clear('ssn');
            }}
          />
          {fieldError('ssn')}
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
      {!initial && (
        <div className="field field--checkbox">
          <input id={`${id}-save`} type="checkbox" checked={saveToAddressBook} onChange={(e) => setSaveToAddressBook(e.target.checked)} />
          <label htmlFor={`${id}-save`}>{t('participants.saveToAddressBook')}</label>
        </div>
      )}
      {!formId && (
        <button type="submit" className="button primary" disabled={busy || needsOrder}>
          {t('participants.add')}
        </button>
      )}
    </form>
  );
}
