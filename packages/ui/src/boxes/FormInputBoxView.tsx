import { dataFieldValues, isCheckboxUnchecked, isDataFieldEmpty, mayFillFormBox } from '@inkflow/core';
import { useTranslation } from 'react-i18next';
import type { BoxViewProps, FormFill } from './BoxViewProps.js';

/** One form input as stored in `content.inputs` (core boxSchemas formInputSchema). */
interface FormInput {
  data_field_key: string;
  type: string;
  label?: string;
  required?: boolean;
}

const inputsOf = (content: unknown): FormInput[] => {
  const inputs = (content as { inputs?: unknown } | null)?.inputs;
  return Array.isArray(inputs) ? inputs.filter((i): i is FormInput => typeof (i as FormInput)?.data_field_key === 'string') : [];
};

/**
 * Read-only form section (§3 Box type 12): each input's label (its data field's name when it
 * has none) with the current value of its data field from the agreement's data. A checkbox shows
 * Checked or Not checked by the §3 rule (0, empty string, false or empty are unchecked); an empty
 * value shows "Not filled in"; required inputs are marked. With `fill` (a signing counterparty)
 * and a section assigned to them (core mayFillFormBox), each input is an editable, labelled
 * control of its type instead (FillInput); sections assigned to others stay read-only.
 */
export function FormInputBoxView({ box, agreement, fill }: BoxViewProps) {
  const { t } = useTranslation('boxes');
  const inputs = inputsOf(box.content);
  if (inputs.length === 0) return null;
  const fields = dataFieldValues(agreement.data);
  if (fill && mayFillFormBox(box, fill.participantId, fill.anySignature)) {
    return (
      <section className="ink-box ink-box--form" aria-label={t('fill.inputs')}>
        {inputs.map((input, index) => {
          const field = fields.get(input.data_field_key);
          const key = input.data_field_key;
          return (
            <FillInput
              key={`${key}-${index}`}
              input={input}
              label={input.label || field?.name || key}
              value={fill.values.has(key) ? fill.values.get(key) : field?.value}
              fill={fill}
            />
          );
        })}
      </section>
    );
  }
  return (
    <section className="ink-box ink-box--form" aria-label={t('formInput.inputs')}>
      <dl className="ink-box__facts">
        {inputs.map((input, index) => {
          const field = fields.get(input.data_field_key);
          const value = field?.value;
          let text: string;
          if (input.type === 'checkbox') text = isCheckboxUnchecked(value) ? t('formInput.unchecked') : t('formInput.checked');
          else if (isDataFieldEmpty({ type: field?.type, value })) text = t('formInput.empty');
          else text = String(value);
          const label = input.label || field?.name || input.data_field_key;
          return (
            <div key={`${input.data_field_key}-${index}`}>
              <dt>
                {label}
                {input.required && <span className="ink-box__required"> {t('formInput.requiredMark')}</span>}
              </dt>
              <dd>{text}</dd>
            </div>
          );
        })}
      </dl>
    </section>
  );
}

/**
 * One editable form input (§3 Box type 12 fill mode): a text, number, date or email input, or a
 * checkbox, labelled with `label` and marked (and `required`) when the input is required. Number
 * inputs report a number, or null when cleared; checkboxes true or false; others the text.
 */
function FillInput({ input, label, value, fill }: { input: FormInput; label: string; value: unknown; fill: FormFill }) {
  const { t } = useTranslation('boxes');
  const key = input.data_field_key;
  const required = input.required === true;
  const mark = required && <span className="ink-box__required"> {t('formInput.requiredMark')}</span>;
  if (input.type === 'checkbox') {
    return (
      <label className="ink-field ink-field--checkbox">
        <input type="checkbox" data-field-key={key} checked={!isCheckboxUnchecked(value)} disabled={fill.disabled} required={required} onChange={(event) => fill.onChange(key, event.currentTarget.checked)} />
        <span>
          {label}
          {mark}
        </span>
      </label>
    );
  }
  const type = input.type === 'number' || input.type === 'date' || input.type === 'email' ? input.type : 'text';
  return (
    <label className="ink-field">
      <span>
        {label}
        {mark}
      </span>
      <input
        type={type}
        name={key}
        data-field-key={key}
        value={value === null || value === undefined ? '' : String(value)}
        disabled={fill.disabled}
        required={required}
        maxLength={type === 'text' ? 10_000 : undefined}
        placeholder={type === 'date' ? t('fill.datePlaceholder') : undefined}
        onChange={(event) => {
          const text = event.currentTarget.value;
          fill.onChange(key, type === 'number' ? (text === '' ? null : Number(text)) : text);
        }}
      />
    </label>
  );
}
