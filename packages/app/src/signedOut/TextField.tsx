import { useId, type InputHTMLAttributes } from 'react';
import { useValidationText } from './useValidationText.js';

/** Props of TextField: an input's attributes plus its label and error. */
export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange'> {
  label: string;
  value: string;
  /** The §5 message, shown (role="alert", aria-describedby) only when `touched`. */
  error?: string | undefined;
  touched?: boolean;
  onChange(value: string): void;
}

/**
 * A labelled input of the signed-out forms. Errors stay hidden until the field is touched
 * (spec §5 "Errors are hidden until the field is touched"); core's English §5 messages go through
 * i18next (useValidationText).
 */
export function TextField({ label, value, error, touched = false, onChange, ...input }: TextFieldProps) {
  const id = useId();
  const validationText = useValidationText();
  const shown = touched && validationText(error);
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        {...input}
        id={id}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={shown ? true : undefined}
        aria-describedby={shown ? `${id}-error` : undefined}
      />
      {shown && (
        <p id={`${id}-error`} className="field-error" role="alert">
          {shown}
        </p>
      )}
    </div>
  );
}
