import { computeProductTable, parseDecimal, productNumberKeys, truncateColumnLabel, type ProductColumn, type ProductRow, type ProductRowSums, type ProductSums } from '@inkflow/core';
import { useTranslation } from 'react-i18next';
import { formatAmount } from './formatAmount.js';
import type { BoxViewProps } from './BoxViewProps.js';

type Column = ProductColumn;
type Row = ProductRow;

const columnsOf = (config: unknown): Column[] => {
  const columns = (config as { columns?: unknown } | null)?.columns;
  return Array.isArray(columns) ? columns.filter((c): c is Column => typeof (c as Column)?.key === 'string' && typeof (c as Column).label === 'string') : [];
};
const rowsOf = (content: unknown): Row[] => {
  const rows = (content as { rows?: unknown } | null)?.rows;
  return Array.isArray(rows) ? (rows as Row[]) : [];
};
const isStore = (store: unknown, rows: number): store is { rows: ProductRowSums[]; sums: ProductSums } =>
  Array.isArray((store as { rows?: unknown } | null)?.rows) && (store as { rows: unknown[] }).rows.length === rows && typeof (store as { sums?: unknown }).sums === 'object';
const valid = (v: unknown) => (typeof v === 'string' || typeof v === 'number') && parseDecimal(v) !== undefined;

/**
 * Read-only product table (§3 Box type 13): the text columns, quantity, price, discount %, tax %
 * and each row's total incl. tax, then the table sums (total, after discount, tax, total incl.
 * tax). Sums come from `box.store` (server-owned, computed on save) when it matches the rows,
 * else from core's computeProductTable: exact decimals, never binary floats, written the way the
 * reader's language writes numbers (formatAmount). Column labels are
 * cut per §9 (truncateColumnLabel).
 */
export function ProductTableBoxView({ box }: BoxViewProps) {
  const { t, i18n } = useTranslation('boxes');
  const amount = (value: string | undefined) => (value === undefined ? '' : formatAmount(value, i18n.language));
  const columns = columnsOf(box.config);
  const rows = rowsOf(box.content);
  if (rows.length === 0) return null;
  const textColumns = columns.filter((c) => !(productNumberKeys as readonly string[]).includes(c.key));
  const label = (key: (typeof productNumberKeys)[number]) => {
    const column = columns.find((c) => c.key === key);
    return column ? truncateColumnLabel(column) : t(`productTable.${key}`);
  };
  const computed = isStore(box.store, rows.length)
    ? box.store
    : computeProductTable(rows.map((r) => ({ quantity: valid(r.quantity) ? r.quantity : '0', price: valid(r.price) ? r.price : '0', discount: valid(r.discount) ? r.discount! : '0', tax: valid(r.tax) ? r.tax! : '0' })));
  const span = textColumns.length + productNumberKeys.length;
  return (
    // Focusable: on a narrow screen the table scrolls inside this region, and keyboard users scroll it too.
    <section className="ink-box ink-box--products" aria-label={t('productTable.rows')} tabIndex={0}>
      <table className="ink-box__table">
        <thead>
          <tr>
            {textColumns.map((c) => (
              <th key={c.uuid} scope="col">
                {truncateColumnLabel(c)}
              </th>
            ))}
            {productNumberKeys.map((key) => (
              <th key={key} scope="col" className="ink-box__number">
                {label(key)}
              </th>
            ))}
            <th scope="col" className="ink-box__number">
              {t('productTable.rowTotal')}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row, i) => (
            <tr key={row.uuid ?? i}>
              {textColumns.map((c) => (
                <td key={c.uuid}>{row.cells?.[c.key] ?? ''}</td>
              ))}
              {productNumberKeys.map((key) => (
                <td key={key} className="ink-box__number">
                  {amount(String(row[key] ?? '0'))}
                </td>
              ))}
              <td className="ink-box__number">{amount(computed.rows[i]?.incl_tax)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          {(
            [
              ['total', 'total'],
              ['discounted', 'discounted'],
              ['taxAmount', 'tax_1_amount'],
              ['inclTax', 'incl_tax'],
            ] as const
          ).map(([text, sum]) => (
            <tr key={sum}>
              <th scope="row" colSpan={span}>
                {t(`productTable.${text}`)}
              </th>
              <td className="ink-box__number">{amount(computed.sums[sum])}</td>
            </tr>
          ))}
        </tfoot>
      </table>
    </section>
  );
}
