import { BoxType } from '@inkflow/core';
import { AttachmentsBoxEditor } from './AttachmentsBoxEditor.js';
import type { BoxEditorProps } from './BoxEditorProps.js';
import { DurationBoxEditor } from './DurationBoxEditor.js';
import { FormInputBoxEditor } from './FormInputBoxEditor.js';
import { PdfBoxEditor } from './PdfBoxEditor.js';
import { ProductTableBoxEditor } from './ProductTableBoxEditor.js';
import { TextBoxEditor } from './TextBoxEditor.js';

/** The editor of one section, by its §3 box type. */
export function BoxEditor(props: BoxEditorProps) {
  switch (props.box.type) {
    case BoxType.Text:
      return <TextBoxEditor {...props} />;
    case BoxType.Duration:
      return <DurationBoxEditor {...props} />;
    case BoxType.Pdf:
      return <PdfBoxEditor {...props} />;
    case BoxType.Attachments:
      return <AttachmentsBoxEditor {...props} />;
    case BoxType.FormInput:
      return <FormInputBoxEditor {...props} />;
    case BoxType.ProductTable:
      return <ProductTableBoxEditor {...props} />;
  }
}
