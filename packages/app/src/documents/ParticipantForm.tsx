import { SignMethod, type CreateParticipantRequest } from '@inkflow/core';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

/** The sign methods offered by the foundation (issue #2): standard e-signature and handwritten. */
const signMethods = [SignMethod.Standard, SignMethod.Handwritten] as const;

/** Props of ParticipantForm. `onAdd` resolves true when the participant was added (the form then clears). */
export interface ParticipantFormProps {
  onAdd(participant: CreateParticipantRequest): Promise<boolean>;
  busy?: boolean;
}

/** Name, Email and Sign method of a new signatory (participant type 1, §3), with Add participant. */
export function ParticipantForm({ onAdd, busy = false }: ParticipantFormProps) {
  const { t } = useTranslation('app');
  const id = useId();
  const [fullname, setFullname] = useState('');
  const [email, setEmail] = useState('');
  const [signMethod, setSignMethod] = useState<(typeof signMethods)[number]>(SignMethod.Standard);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const added = await onAdd({ fullname: fullname.trim(), email: email.trim(), type: 1, sign_method: signMethod });
    if (added) {
      setFullname('');
      setEmail('');
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
        <label htmlFor={`${id}-method`}>{t('participants.signMethod')}</label>
        <select id={`${id}-method`} value={signMethod} onChange={(e) => setSignMethod(Number(e.target.value) as (typeof signMethods)[number])}>
          {signMethods.map((method) => (
            <option key={method} value={method}>
              {t(`sign:method.${method}`)}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className="button" disabled={busy}>
        {t('participants.add')}
      </button>
    </form>
  );
}
