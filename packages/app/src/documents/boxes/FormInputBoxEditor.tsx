import { ParticipantRole, firstSignatoryAssignee, formInputAssignee, formInputTypes, type Agreement, type FormInputAssignee } from '@inkflow/core';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dataFieldEntries, dataFieldKeyFrom, emptyValueOf, isDataFieldItem, updateDataField, type DataFieldEntry } from '../dataFields/dataFieldItems.js';
import type { BoxEditorProps } from './BoxEditorProps.js';
import './sectionEditors.css';

type InputType = (typeof formInputTypes)[number];

/** One form input as stored in `content.inputs` (core boxSchemas: data_field_key, type, label, required). */
interface FormInput {
  data_field_key: string;
  type: InputType;
  label?: string;
  required?: boolean;
}

/** The default value control of one input: a checkbox for checkboxes, else an input of the type. */
function DefaultValue({ id, type, value, onChange }: { id: string; type: InputType; value: DataFieldEntry['value']; onChange(value: string | boolean): void }) {
  if (type === 'checkbox') return <input id={id} type="checkbox" checked={value === true || value === 1 || value === '1'} onChange={(e) => onChange(e.target.checked)} />;
  return <input id={id} type={type} value={value === null || value === undefined || typeof value === 'boolean' ? '' : String(value)} onChange={(e) => onChange(e.target.value)} />;
}

/** The option value of an assignee in the "Assigned to" select. */
const assigneeValue = (assignee: FormInputAssignee) => (assignee === firstSignatoryAssignee ? assignee : `participant-${assignee.participant_id}`);

/**
 * "Assigned to" (§3 Box type 12 `config.assignee`, core formInputAssignment.ts): the first
 * signatory to sign, or one enabled signatory of the agreement. An assignee who is no longer a
 * signatory stays listed (marked) so the choice is visible until changed; the server refuses to
 * save or send it.
 */
function AssigneePicker({ id, agreement, assignee, onChange }: { id: string; agreement: Agreement; assignee: FormInputAssignee; onChange(assignee: FormInputAssignee): void }) {
  const { t } = useTranslation('boxes');
  const signatories = agreement.participants.filter((p) => p.enabled && p.type === ParticipantRole.Signatory);
  const missing = assignee !== firstSignatoryAssignee && !signatories.some((p) => p.id === assignee.participant_id) ? assignee.participant_id : undefined;
  return (
    <div className="field">
      <label htmlFor={id}>{t('formInput.assignee')}</label>
      <select
        id={id}
        aria-describedby={`${id}-hint`}
        value={assigneeValue(assignee)}
        onChange={(e) => {
          const value = e.target.value;
          onChange(value === firstSignatoryAssignee ? firstSignatoryAssignee : { participant_id: Number(value.slice('participant-'.length)) });
        }}
      >
        <option value={firstSignatoryAssignee}>{t('formInput.firstSignatory')}</option>
        {signatories.map((p) => (
          <option key={p.id} value={`participant-${p.id}`}>
            {p.fullname} ({p.email})
          </option>
        ))}
        {missing !== undefined && <option value={`participant-${missing}`}>{t('formInput.unknownParticipant', { id: missing })}</option>}
      </select>
      <span className="hint" id={`${id}-hint`}>
        {t('formInput.assigneeHint')}
      </span>
    </div>
  );
}

/**
 * Form section editor (§3 Box type 12): the inputs, each bound to a data field (§3 Data field)
 * of the agreement, with its label, type (text, number, date, email, checkbox), Required and
 * default value (the data field's value, which the signer sees prefilled). Add input creates the
 * data field too, its key made from the label (unique), its name the label; edits of label,
 * type and Required are written to both. Removing an input removes its data field unless
 * another input of this section uses it. "Assigned to" chooses who fills the section
 * (`config.assignee`: a signatory of the agreement, or the first signatory to sign).
 */
export function FormInputBoxEditor({ box, onChange, agreement, data, onDataChange }: BoxEditorProps) {
  const { t } = useTranslation('boxes');
  const id = useId();
  const [label, setLabel] = useState('');
  const [type, setType] = useState<InputType>('text');
  const [required, setRequired] = useState(false);
  const inputs = (Array.isArray(box.content.inputs) ? box.content.inputs : []) as FormInput[];
  const fields = new Map(dataFieldEntries(data).map((f) => [f.key, f]));
  const setInputs = (next: FormInput[]) => onChange({ ...box, content: { ...box.content, inputs: next } });

  const add = () => {
    const name = label.trim();
    const key = dataFieldKeyFrom(name, fields.keys());
    onDataChange([...data, { key: 'data_field', value: { key, name, type, required, value: emptyValueOf(type) } }]);
    setInputs([...inputs, { data_field_key: key, type, label: name, required }]);
    setLabel('');
    setRequired(false);
  };
  const edit = (index: number, change: Partial<FormInput>, field: (entry: DataFieldEntry) => DataFieldEntry) => {
    const input = inputs[index]!;
    setInputs(inputs.map((item, i) => (i === index ? { ...item, ...change } : item)));
    onDataChange(updateDataField(data, input.data_field_key, field));
  };
  const remove = (index: number) => {
    const key = inputs[index]!.data_field_key;
    const next = inputs.filter((_, i) => i !== index);
    setInputs(next);
    if (!next.some((i) => i.data_field_key === key)) onDataChange(data.filter((item) => !(isDataFieldItem(item) && item.value.key === key)));
  };

  return (
    <div className="form-input-editor">
      <AssigneePicker id={`${id}-assignee`} agreement={agreement} assignee={formInputAssignee(box)} onChange={(assignee) => onChange({ ...box, config: { ...box.config, assignee } })} />
      {inputs.length === 0 ? (
        <p className="empty">{t('formInput.none')}</p>
      ) : (
        <ul className="editor-list" aria-label={t('formInput.inputs')}>
          {inputs.map((input, index) => {
            const n = index + 1;
            const field = fields.get(input.data_field_key);
            const base = `${id}-${n}`;
            const name = input.label || input.data_field_key;
            return (
              <li key={`${input.data_field_key}-${index}`} role="group" aria-label={t('formInput.inputLabel', { n })}>
                <div className="field">
                  <label htmlFor={`${base}-label`}>{t('formInput.label')}</label>
                  <input
                    id={`${base}-label`}
                    value={input.label ?? ''}
                    maxLength={255}
                    onChange={(e) => edit(index, { label: e.target.value }, (f) => ({ ...f, name: e.target.value }))}
                  />
                </div>
                <div className="field">
                  <label htmlFor={`${base}-type`}>{t('formInput.type')}</label>
                  <select
                    id={`${base}-type`}
                    value={input.type}
                    onChange={(e) => {
                      const next = e.target.value as InputType;
                      edit(index, { type: next }, (f) => ({ ...f, type: next, value: emptyValueOf(next) }));
                    }}
                  >
                    {formInputTypes.map((option) => (
                      <option key={option} value={option}>
                        {t(`formInput.types.${option}`)}
                      </option>
                    ))}
                  </select>
                </div>
                <div className="field">
                  <label htmlFor={`${base}-value`}>{t('formInput.defaultValue')}</label>
                  <DefaultValue id={`${base}-value`} type={input.type} value={field?.value} onChange={(value) => edit(index, {}, (f) => ({ ...f, value }))} />
                </div>
                <div className="field field-inline">
                  <input
                    id={`${base}-required`}
                    type="checkbox"
                    checked={input.required === true}
                    onChange={(e) => edit(index, { required: e.target.checked }, (f) => ({ ...f, required: e.target.checked }))}
                  />
                  <label htmlFor={`${base}-required`}>{t('formInput.required')}</label>
                </div>
                {/* The data field key is for integrations: out of the way under "Advanced". */}
                <details className="section-advanced">
                  <summary>{t('advanced')}</summary>
                  <span className="hint">{t('formInput.boundTo', { key: input.data_field_key })}</span>
                </details>
                <button type="button" className="button" onClick={() => remove(index)}>
                  {t('formInput.remove', { label: name })}
                </button>
              </li>
            );
          })}
        </ul>
      )}
      <div className="section-grid" role="group" aria-label={t('formInput.add')}>
        <div className="field">
          <label htmlFor={`${id}-new-label`}>{t('formInput.newLabel')}</label>
          <input id={`${id}-new-label`} value={label} maxLength={255} onChange={(e) => setLabel(e.target.value)} />
        </div>
        <div className="field">
          <label htmlFor={`${id}-new-type`}>{t('formInput.newType')}</label>
          <select id={`${id}-new-type`} value={type} onChange={(e) => setType(e.target.value as InputType)}>
            {formInputTypes.map((option) => (
              <option key={option} value={option}>
                {t(`formInput.types.${option}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="field field-inline">
          <input id={`${id}-new-required`} type="checkbox" checked={required} onChange={(e) => setRequired(e.target.checked)} />
          <label htmlFor={`${id}-new-required`}>{t('formInput.newRequired')}</label>
        </div>
      </div>
      <button type="button" className="button" disabled={label.trim() === ''} onClick={add}>
        {t('formInput.add')}
      </button>
    </div>
  );
}
