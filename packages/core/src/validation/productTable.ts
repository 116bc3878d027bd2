/**
 * Product table arithmetic and labels (spec §3 store sums, §5 4405, §9 label limits), free of
 * zod so read-only viewers (the embed's size budget) can compute sums; the schemas that check
 * a table's shape are in boxSchemas.ts.
 */
import { addDecimal, formatDecimal, mulDecimal, parseDecimal, percentOf, type Decimal } from './decimal.js';

/** §9 and §5 limits of boxes and uploads. */
export const boxLimits = {
  /** Product tables of one agreement may total at most this (4405), in the agreement's currency. */
  productTotalMax: '1000000000000',
  /** §9: price column labels are cut to 20 characters, the product name label to 40. */
  priceLabelMax: 20,
  productNameLabelMax: 40,
  /** Columns and rows of one product table. */
  columnsMax: 20,
  rowsMax: 500,
  /** §5 Uploads: a PDF has at most 200 pages (4505). */
  pdfPagesMax: 200,
  /** §5 Uploads: files of all attachment boxes of an agreement, count and total bytes (4506). */
  attachmentsMax: 20,
  attachmentsTotalBytesMax: 50 * 1024 * 1024,
  /** One uploaded file, in bytes. */
  fileBytesMax: 25 * 1024 * 1024,
} as const;

/** A product table column as stored in `config.columns` (§3: key, label, uuid; price columns have "price" in their key). */
export interface ProductColumn {
  key: string;
  label: string;
  uuid: string;
}

/** A product row as stored in `content.rows`: decimal strings (numbers from older saves), free cells by column key. */
export interface ProductRow<N extends string | number = string | number> {
  uuid?: string;
  cells?: Record<string, string>;
  quantity: N;
  price: N;
  discount?: N;
  tax?: N;
}

/** The row fields with a numeric cell of their own; a column with one of these keys only names it. */
export const productNumberKeys = ['quantity', 'price', 'discount', 'tax'] as const;

/** Server-owned sums of a product table: decimal strings with 2 fraction digits. */
export interface ProductSums {
  total: string;
  discounted: string;
  incl_tax: string;
  tax_1_amount: string;
}
/** Per row: the sums plus the tax of one unit after discount. */
export interface ProductRowSums extends ProductSums {
  effective_unit_tax_1_amount: string;
}

/**
 * The sums of a product table (§3 store sums). Per row: total = quantity × price; discounted =
 * total − discount %; tax_1_amount = tax % of discounted; incl_tax = discounted + tax;
 * effective_unit_tax_1_amount = tax % of (price − discount %). Sums are of unrounded row values,
 * rounded once to 2 places. `grandInclTax` is exact, for the 4405 check.
 */
export function computeProductTable(rows: readonly { quantity: string | number; price: string | number; discount: string | number; tax: string | number }[]): {
  rows: ProductRowSums[];
  sums: ProductSums;
  grandInclTax: Decimal;
} {
  const sum = { total: 0n, discounted: 0n, incl_tax: 0n, tax_1_amount: 0n };
  const out = rows.map((row) => {
    const quantity = parseDecimal(row.quantity)!;
    const price = parseDecimal(row.price)!;
    const discount = parseDecimal(row.discount)!;
    const tax = parseDecimal(row.tax)!;
    const total = mulDecimal(quantity, price);
    const discounted = total - percentOf(total, discount);
    const taxAmount = percentOf(discounted, tax);
    const inclTax = addDecimal(discounted, taxAmount);
    const unitTax = percentOf(price - percentOf(price, discount), tax);
    sum.total += total;
    sum.discounted += discounted;
    sum.tax_1_amount += taxAmount;
    sum.incl_tax += inclTax;
    return {
      total: formatDecimal(total),
      discounted: formatDecimal(discounted),
      incl_tax: formatDecimal(inclTax),
      tax_1_amount: formatDecimal(taxAmount),
      effective_unit_tax_1_amount: formatDecimal(unitTax),
    };
  });
  return {
    rows: out,
    sums: { total: formatDecimal(sum.total), discounted: formatDecimal(sum.discounted), incl_tax: formatDecimal(sum.incl_tax), tax_1_amount: formatDecimal(sum.tax_1_amount) },
    grandInclTax: sum.incl_tax,
  };
}

/** §9: a price column (key contains "price") label is cut to 20 characters, the product name (key "name") label to 40. */
export function truncateColumnLabel(column: { key: string; label: string }): string {
  if (column.key.toLowerCase().includes('price')) return column.label.slice(0, boxLimits.priceLabelMax);
  if (column.key === 'name') return column.label.slice(0, boxLimits.productNameLabelMax);
  return column.label;
}
