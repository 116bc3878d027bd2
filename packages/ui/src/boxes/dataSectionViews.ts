/**
 * The views of the data sections (§3 Box types 2 duration, 4 attachments, 12 form, 13 product
 * table) as one lazily loaded module: BoxView imports it only when an agreement has such a
 * section, which keeps them (and the exact decimal arithmetic) out of the embed's initial
 * JavaScript and its size budget.
 */
export { AttachmentsBoxView } from './AttachmentsBoxView.js';
export { DurationBoxView } from './DurationBoxView.js';
export { FormInputBoxView } from './FormInputBoxView.js';
export { ProductTableBoxView } from './ProductTableBoxView.js';
