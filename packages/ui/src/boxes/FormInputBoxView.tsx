import { dataFieldValues, isCheckboxUnchecked, isDataFieldEmpty } from '@inkflow/core';
import { useTranslation } from 'react-i18next';
import type { BoxViewProps } from './BoxViewProps.js';

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
 * value shows "Not filled in"; required inputs are marked.
 */
export function FormInputBoxView({ box, agreement }: BoxViewProps) {
  const { t } = useTranslation('boxes');
  const inputs = inputsOf(box.content);
  if (inputs.length === 0) return null;
  const fields = dataFieldValues(agreement.data);
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
