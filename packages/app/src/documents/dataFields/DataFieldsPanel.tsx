import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { dataFieldKeyFrom, dataFieldTypes, emptyValueOf, isDataFieldItem, type DataFieldEntry, type DataFieldType } from './dataFieldItems.js';
import '../boxes/sectionEditors.css';

/** Props of DataFieldsPanel. */
export interface DataFieldsPanelProps {
  /** The agreement's `data` as edited (data fields and other keyed items). */
  data: unknown[];
  onDataChange(data: unknown[]): void;
}

/** The value control of a field: a checkbox for checkboxes, else an input of the field's type. */
function ValueInput({ id, field, onChange }: { id: string; field: DataFieldEntry; onChange(value: string | boolean): void }) {
  if (field.type === 'checkbox') return <input id={id} type="checkbox" checked={field.value === true || field.value === 1 || field.value === '1'} onChange={(e) => onChange(e.target.checked)} />;
  const type = field.type === 'number' || field.type === 'date' || field.type === 'email' ? field.type : 'text';
  return <input id={id} type={type} value={field.value === null || field.value === undefined || typeof field.value === 'boolean' ? '' : String(field.value)} onChange={(e) => onChange(e.target.value)} />;
}

/**
 * The agreement's data fields (§3 Data field: key, name, type incl. checkbox and select,
 * required, value, externalKey), each editable, with Add data field and Remove. A key must be
 * set and unique; a blank or repeated key shows an error on the field (form inputs and
 * placeholders find their field by key). Other items of `data` are kept untouched.
 */
export function DataFieldsPanel({ data, onDataChange }: DataFieldsPanelProps) {
  const { t } = useTranslation('boxes');
  const id = useId();
  const indexes = data.flatMap((item, index) => (isDataFieldItem(item) ? [index] : []));
  const keys = indexes.map((i) => (data[i] as { value: DataFieldEntry }).value.key);
  const edit = (index: number, change: Partial<DataFieldEntry>) =>
    onDataChange(data.map((item, i) => (i === index && isDataFieldItem(item) ? { key: 'data_field', value: { ...item.value, ...change } } : item)));
  const add = () => {
    const key = dataFieldKeyFrom(`field_${indexes.length + 1}`, keys);
    onDataChange([...data, { key: 'data_field', value: { key, name: '', type: 'text', required: false, value: '' } }]);
  };

  return (
    <section className="data-fields-panel" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('dataFields.title')}</h2>
      {indexes.length === 0 ? (
        <p className="empty">{t('dataFields.none')}</p>
      ) : (
        <ul className="editor-list">
          {indexes.map((dataIndex, n) => {
            const field = (data[dataIndex] as { value: DataFieldEntry }).value;
            const base = `${id}-${n}`;
            const keyError = field.key.trim() === '' ? t('dataFields.keyRequired') : keys.filter((k) => k === field.key).length > 1 ? t('dataFields.keyTaken') : null;
            return (
              <li key={dataIndex} role="group" aria-label={t('dataFields.field', { n: n + 1 })}>
                <div className="field">
                  <label htmlFor={`${base}-key`}>{t('dataFields.key')}</label>
                  <input
                    id={`${base}-key`}
                    value={field.key}
                    maxLength={100}
                    onChange={(e) => edit(dataIndex, { key: e.target.value })}
                    aria-invalid={keyError ? true : undefined}
                    aria-describedby={keyError ? `${base}-key-error` : undefined}
                  />
                  {keyError && (
                    <p id={`${base}-key-error`} className="field-error">
                      {keyError}
                    </p>
                  )}
                </div>
                <div className="field">
                  <label htmlFor={`${base}-name`}>{t('dataFields.name')}</label>
                  <input id={`${base}-name`} value={field.name ?? ''} maxLength={255} onChange={(e) => edit(dataIndex, { name: e.target.value })} />
                </div>
                <div className="field">
                  <label htmlFor={`${base}-type`}>{t('dataFields.type')}</label>
                  <select
                    id={`${base}-type`}
                    value={field.type ?? 'text'}
                    onChange={(e) => {
                      const type = e.target.value as DataFieldType;
                      edit(dataIndex, { type, value: emptyValueOf(type) });
                    }}
                  >
                    {dataFieldTypes.map((type) => (
                      <option key={type} value={type}>
                        {t(`formInput.types.${type}`)}
                      </option>
                    ))}
                  </select>
                </div>
                <div className="field">
                  <label htmlFor={`${base}-value`}>{t('dataFields.value')}</label>
                  <ValueInput id={`${base}-value`} field={field} onChange={(value) => edit(dataIndex, { value })} />
                </div>
                <div className="field">
                  <label htmlFor={`${base}-external`}>{t('dataFields.externalKey')}</label>
                  <input
                    id={`${base}-external`}
                    value={field.externalKey ?? ''}
                    maxLength={100}
                    onChange={(e) => edit(dataIndex, { externalKey: e.target.value === '' ? null : e.target.value })}
                  />
                </div>
                <div className="field field-inline">
                  <input id={`${base}-required`} type="checkbox" checked={field.required === true} onChange={(e) => edit(dataIndex, { required: e.target.checked })} />
                  <label htmlFor={`${base}-required`}>{t('dataFields.required')}</label>
                </div>
                <button type="button" className="button" onClick={() => onDataChange(data.filter((_, i) => i !== dataIndex))}>
                  {t('dataFields.remove', { name: field.name || field.key })}
                </button>
              </li>
            );
          })}
        </ul>
      )}
      <button type="button" className="button" onClick={add}>
        {t('dataFields.add')}
      </button>
    </section>
  );
}
