import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useValidationText } from './useValidationText.js';

/** Props of SelectField. */
export interface SelectFieldProps {
  label: string;
  name: string;
  value: string;
  /** The choices: wire value and translated label. */
  options: readonly { value: string; label: string }[];
  error?: string | undefined;
  touched?: boolean;
  onChange(value: string): void;
  onBlur?(): void;
}

/** A labelled `<select>` with an empty "Choose…" option; the §5 error shows once touched. */
export function SelectField({ label, name, value, options, error, touched = false, onChange, onBlur }: SelectFieldProps) {
  const { t } = useTranslation('auth');
  const id = useId();
  const validationText = useValidationText();
  const shown = touched && validationText(error);
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        name={name}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        onBlur={onBlur}
        aria-invalid={shown ? true : undefined}
        aria-describedby={shown ? `${id}-error` : undefined}
      >
        <option value="">{t('signup.choose')}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      {shown && (
        <p id={`${id}-error`} className="field-error" role="alert">
          {shown}
        </p>
      )}
    </div>
  );
}
