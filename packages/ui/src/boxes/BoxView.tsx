import { BoxType, isBoxVisible } from '@inkflow/core';
import { TextBoxView } from '../TextBoxView.js';
import { AttachmentsBoxView } from './AttachmentsBoxView.js';
import type { BoxViewProps } from './BoxViewProps.js';
import { DurationBoxView } from './DurationBoxView.js';
import { FormInputBoxView } from './FormInputBoxView.js';
import { PdfBoxView } from './PdfBoxView.js';
import { ProductTableBoxView } from './ProductTableBoxView.js';

/**
 * The read-only view of one section, by its §3 box type (unknown types render nothing). A
 * section whose visibility rule (§3 config.visibility.rule) is false for the agreement's data
 * renders nothing: the guest sees only visible sections.
 */
export function BoxView(props: BoxViewProps) {
  if (!isBoxVisible(props.box, props.agreement.data)) return null;
  switch (props.box.type) {
    case BoxType.Text:
      return <TextBoxView content={props.box.content} data={props.agreement.data} />;
    case BoxType.Duration:
      return <DurationBoxView {...props} />;
    case BoxType.Pdf:
      return <PdfBoxView {...props} />;
    case BoxType.Attachments:
      return <AttachmentsBoxView {...props} />;
    case BoxType.FormInput:
      return <FormInputBoxView {...props} />;
    case BoxType.ProductTable:
      return <ProductTableBoxView {...props} />;
    default:
      return null;
  }
}
