import { useId } from 'react';
import { useValidationText } from './useValidationText.js';

/** Props of ChoiceGroup. */
export interface ChoiceGroupProps {
  legend: string;
  name: string;
  /** The checked wire values. */
  value: readonly string[];
  options: readonly { value: string; label: string }[];
  error?: string | undefined;
  touched?: boolean;
  onChange(value: string[]): void;
}

/**
 * A multiple choice (spec §3 usage and tools) as a fieldset of checkboxes; the §5 error
 * ("{field} are required") shows once touched.
 */
export function ChoiceGroup({ legend, name, value, options, error, touched = false, onChange }: ChoiceGroupProps) {
  const id = useId();
  const validationText = useValidationText();
  const shown = touched && validationText(error);
  const toggle = (option: string, checked: boolean) =>
    onChange(checked ? options.map((o) => o.value).filter((v) => v === option || value.includes(v)) : value.filter((v) => v !== option));
  return (
    <fieldset className="choice-group" aria-describedby={shown ? `${id}-error` : undefined}>
      <legend>{legend}</legend>
      {options.map((o) => (
        <label key={o.value}>
          <input type="checkbox" name={name} value={o.value} checked={value.includes(o.value)} onChange={(e) => toggle(o.value, e.target.checked)} />
          {o.label}
        </label>
      ))}
      {shown && (
        <p id={`${id}-error`} className="field-error" role="alert">
          {shown}
        </p>
      )}
    </fieldset>
  );
}
