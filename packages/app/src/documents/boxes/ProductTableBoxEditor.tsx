import { ApiErrorCode, boxLimits, computeProductTable, errorMessageKey, parseDecimal, productNumberKeys, truncateColumnLabel, type ProductColumn, type ProductRow } from '@inkflow/core';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BoxEditorProps } from './BoxEditorProps.js';
import './sectionEditors.css';

type Column = ProductColumn;
type Row = ProductRow<string>;
const numberKeys = productNumberKeys;
type NumberKey = (typeof numberKeys)[number];

let uuidCounter = 0;
/** A fresh id for a new column or row, unique in this page. */
function freshUuid(prefix: string): string {
  uuidCounter += 1;
  return `${prefix}-${Date.now().toString(36)}-${uuidCounter}`;
}

/** Whether `value` is a decimal the server accepts for `key` (not negative; percentages 0–100). */
function validNumber(key: NumberKey, value: unknown): boolean {
  if (typeof value !== 'string' && typeof value !== 'number') return false;
  const d = parseDecimal(value);
  if (d === undefined || d < 0n) return false;
  return key === 'discount' || key === 'tax' ? d <= parseDecimal('100')! : true;
}

/**
 * Live sums of `rows` with core's computeProductTable (exact decimals, never binary floats).
 * Rows with a value that is not a valid number count as 0 for it, so the sums keep showing
 * while the author types; `over` is the §5 4405 check (incl. tax above 1 trillion).
 */
function productTableSums(rows: readonly Row[]) {
  const clean = rows.map((row) => {
    const value = (key: NumberKey) => (validNumber(key, row[key] ?? '0') ? (row[key] ?? '0') : '0');
    return { quantity: value('quantity'), price: value('price'), discount: value('discount'), tax: value('tax') };
  });
  const result = computeProductTable(clean);
  return { ...result, over: result.grandInclTax > parseDecimal(boxLimits.productTotalMax)! };
}

/**
 * Product table section editor (§3 Box type 13). Columns: label and key each, Add column and
 * Remove column; removing the last column is refused with the §8 4409 text. Products: a text
 * cell per column (other than quantity, price, discount and tax, whose columns only name those
 * fields), then quantity, price, discount % and tax % as decimal text, with the row's total
 * incl. tax. The sums (total, after discount, tax, total incl. tax) follow every keystroke;
 * above 1 trillion the §8 4405 text shows. Labels show cut per §9 (price 20, name 40).
 */
export function ProductTableBoxEditor({ box, onChange }: BoxEditorProps) {
  const { t } = useTranslation('boxes');
  const { t: tc } = useTranslation('common');
  const id = useId();
  const [columnError, setColumnError] = useState(false);
  const columns = (Array.isArray(box.config.columns) ? box.config.columns : []) as Column[];
  const rows = (Array.isArray(box.content.rows) ? box.content.rows : []) as Row[];
  const setColumns = (next: Column[]) => onChange({ ...box, config: { ...box.config, columns: next } });
  const setRows = (next: Row[]) => onChange({ ...box, content: { ...box.content, rows: next } });
  const textColumns = columns.filter((c) => !(numberKeys as readonly string[]).includes(c.key));
  const numberLabel = (key: NumberKey) => {
    const column = columns.find((c) => c.key === key);
    return column ? truncateColumnLabel(column) : t(`productTable.${key}`);
  };
  const sums = productTableSums(rows);

  const addColumn = () => {
    setColumnError(false);
    const keys = new Set(columns.map((c) => c.key));
    let n = columns.length + 1;
    while (keys.has(`column_${n}`)) n += 1;
    setColumns([...columns, { key: `column_${n}`, label: t('productTable.newColumn', { n }), uuid: freshUuid('col') }]);
  };
  const removeColumn = (uuid: string) => {
    // §5: a product table needs at least one column (4409); refuse here instead of on save.
    if (columns.length <= 1) {
      setColumnError(true);
      return;
    }
    setColumnError(false);
    setColumns(columns.filter((c) => c.uuid !== uuid));
  };
  const editColumn = (uuid: string, change: Partial<Column>) => setColumns(columns.map((c) => (c.uuid === uuid ? { ...c, ...change } : c)));
  const editRow = (index: number, change: Partial<Row>) => setRows(rows.map((row, i) => (i === index ? { ...row, ...change } : row)));

  return (
    <div className="product-table-editor-wrap">
      <h3>{t('productTable.columns')}</h3>
      <ul className="editor-list" aria-label={t('productTable.columns')}>
        {columns.map((column, index) => {
          const n = index + 1;
          const shown = truncateColumnLabel(column);
          return (
            <li key={column.uuid}>
              <div className="field">
                <label htmlFor={`${id}-col-${column.uuid}-label`}>{t('productTable.columnLabel', { n })}</label>
                <input id={`${id}-col-${column.uuid}-label`} value={column.label} maxLength={255} onChange={(e) => editColumn(column.uuid, { label: e.target.value })} />
                {shown !== column.label && <span className="hint">{t('productTable.truncated', { label: shown })}</span>}
              </div>
              {/* Column keys name the values for integrations: out of the way under "Advanced". */}
              <details className="section-advanced">
                <summary>{t('advanced')}</summary>
                <div className="field">
                  <label htmlFor={`${id}-col-${column.uuid}-key`}>{t('productTable.columnKey', { n })}</label>
                  <input id={`${id}-col-${column.uuid}-key`} value={column.key} maxLength={50} onChange={(e) => editColumn(column.uuid, { key: e.target.value })} />
                </div>
              </details>
              <button type="button" className="button" onClick={() => removeColumn(column.uuid)}>
                {t('productTable.removeColumn', { label: column.label || column.key })}
              </button>
            </li>
          );
        })}
      </ul>
      {columnError && (
        <p className="section-error" role="alert">
          {tc(errorMessageKey(ApiErrorCode.ProductTableNeedsColumn)!)}
        </p>
      )}
      <button type="button" className="button" disabled={columns.length >= boxLimits.columnsMax} onClick={addColumn}>
        {t('productTable.addColumn')}
      </button>

      <h3>{t('productTable.rows')}</h3>
      {rows.length === 0 ? (
        <p className="empty">{t('productTable.none')}</p>
      ) : (
        <table className="product-table-editor">
          <thead>
            <tr>
              {textColumns.map((c) => (
                <th key={c.uuid} scope="col">
                  {truncateColumnLabel(c)}
                </th>
              ))}
              {numberKeys.map((key) => (
                <th key={key} scope="col">
                  {numberLabel(key)}
                </th>
              ))}
              <th scope="col" className="number">
                {t('productTable.rowTotal')}
              </th>
              <th />
            </tr>
          </thead>
          <tbody>
            {rows.map((row, index) => {
              const n = index + 1;
              return (
                <tr key={row.uuid ?? index}>
                  {textColumns.map((c) => (
                    <td key={c.uuid}>
                      <input
                        aria-label={t('productTable.cell', { n, column: truncateColumnLabel(c) || c.key })}
                        value={row.cells?.[c.key] ?? ''}
                        maxLength={1000}
                        onChange={(e) => editRow(index, { cells: { ...row.cells, [c.key]: e.target.value } })}
                      />
                    </td>
                  ))}
                  {numberKeys.map((key) => {
                    const value = row[key] ?? '0';
                    const invalid = !validNumber(key, value);
                    const name = t('productTable.cell', { n, column: numberLabel(key) });
                    return (
                      <td key={key}>
                        <input
                          aria-label={name}
                          inputMode="decimal"
                          value={value}
                          aria-invalid={invalid || undefined}
                          title={invalid ? t('productTable.notANumber', { field: numberLabel(key) }) : undefined}
                          onChange={(e) => editRow(index, { [key]: e.target.value })}
                        />
                      </td>
                    );
                  })}
                  <td className="number">{sums.rows[index]!.incl_tax}</td>
                  <td>
                    <button type="button" className="button" onClick={() => setRows(rows.filter((_, i) => i !== index))}>
                      {t('productTable.removeRow', { n })}
                    </button>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
      <button
        type="button"
        className="button"
        disabled={rows.length >= boxLimits.rowsMax}
        onClick={() => setRows([...rows, { uuid: freshUuid('row'), cells: {}, quantity: '1', price: '0', discount: '0', tax: '0' }])}
      >
        {t('productTable.addRow')}
      </button>

      <dl className="product-sums" aria-label={t('productTable.sums')}>
        <dt>{t('productTable.total')}</dt>
        <dd>{sums.sums.total}</dd>
        <dt>{t('productTable.discounted')}</dt>
        <dd>{sums.sums.discounted}</dd>
        <dt>{t('productTable.taxAmount')}</dt>
        <dd>{sums.sums.tax_1_amount}</dd>
        <dt>{t('productTable.inclTax')}</dt>
        <dd>{sums.sums.incl_tax}</dd>
      </dl>
      {sums.over && (
        <p className="section-error" role="alert">
          {tc(errorMessageKey(ApiErrorCode.ProductTotalTooLarge)!)}
        </p>
      )}
    </div>
  );
}
