import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

/** What a visitor enters to sign a template (issue #6 "Template signing"). */
export interface TemplateSigner {
  fullname: string;
  email: string;
}

/** Props of TemplateSigningForm. */
export interface TemplateSigningFormProps {
  /** The template's name, shown in the heading. */
  templateName: string;
  /** True while the agreement is being created. */
  busy: boolean;
  /** i18n key (common namespace) of the last failure, shown in role="alert". */
  errorKey?: string;
  /** Called with the trimmed, checked values. */
  onSubmit: (signer: TemplateSigner) => void;
}

const nameMax = 100;
const emailMax = 70;
// The same shape the server's schema accepts (§5 Email); the server decides in the end.
const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

type Errors = Partial<Record<keyof TemplateSigner, string>>;

function check(values: TemplateSigner): Errors {
  const errors: Errors = {};
  if (!values.fullname) errors.fullname = 'required';
  else if (values.fullname.length > nameMax) errors.fullname = 'tooLong';
  if (!values.email) errors.email = 'required';
  else if (values.email.length > emailMax) errors.email = 'tooLong';
  else if (!emailPattern.test(values.email)) errors.email = 'invalidEmail';
  return errors;
}

/**
 * The template signing form (issue #6, §5 validation): full name and email of the visitor who
 * will sign. Errors show after a submit attempt, each tied to its field with aria-describedby
 * and the first invalid field focused, so it works with the keyboard and a screen reader alone.
 */
export function TemplateSigningForm({ templateName, busy, errorKey, onSubmit }: TemplateSigningFormProps) {
  const { t } = useTranslation(['embed', 'common']);
  const id = useId();
  const [values, setValues] = useState<TemplateSigner>({ fullname: '', email: '' });
  const [errors, setErrors] = useState<Errors>({});

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const trimmed = { fullname: values.fullname.trim(), email: values.email.trim() };
    const found = check(trimmed);
    setErrors(found);
    const first = (Object.keys(found) as (keyof TemplateSigner)[])[0];
    if (first) {
      (event.currentTarget.elements.namedItem(first) as HTMLInputElement | null)?.focus();
      return;
    }
    onSubmit(trimmed);
  };

  const field = (name: keyof TemplateSigner, type: string, autoComplete: string) => {
    const error = errors[name];
    const label = t(`template.${name}`);
    return (
      <div className="ink-field">
        <label className="ink-field__label" htmlFor={`${id}-${name}`}>
          {label}
        </label>
        <input
          id={`${id}-${name}`}
          name={name}
          type={type}
          className="ink-input"
          autoComplete={autoComplete}
          value={values[name]}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-${name}-error` : undefined}
          onChange={(e) => {
            const value = e.currentTarget.value;
            setValues((v) => ({ ...v, [name]: value }));
          }}
        />
        {error && (
          <p id={`${id}-${name}-error`} className="ink-field__error">
            {t(`template.errors.${error}`, { field: label, n: name === 'email' ? emailMax : nameMax })}
          </p>
        )}
      </div>
    );
  };

  return (
    <form className="ink-template-form" noValidate onSubmit={submit} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="ink-template-form__title">
        {t('template.heading', { name: templateName })}
      </h2>
      <p>{t('template.intro')}</p>
      {errorKey && (
        <p role="alert" className="ink-notice ink-notice--error">
          {t(errorKey, { ns: 'common' })}
        </p>
      )}
      {field('fullname', 'text', 'name')}
      {field('email', 'email', 'email')}
      <div className="ink-actions">
        <button type="submit" className="ink-button ink-button--primary" disabled={busy}>
          {busy ? t('template.submitting') : t('template.submit')}
        </button>
      </div>
    </form>
  );
}
