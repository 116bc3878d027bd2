import { BoxType, isBoxVisible } from '@inkflow/core';
import { Suspense, lazy } from 'react';
import { TextBoxView } from '../TextBoxView.js';
import { LazyPdfBoxView } from './LazyPdfBoxView.js';
import type { BoxViewProps } from './BoxViewProps.js';

// Data sections load on first use (one chunk for the four, see dataSectionViews.ts).
const dataSectionViews = () => import('./dataSectionViews.js');
const DurationBoxView = lazy(() => dataSectionViews().then((m) => ({ default: m.DurationBoxView })));
const AttachmentsBoxView = lazy(() => dataSectionViews().then((m) => ({ default: m.AttachmentsBoxView })));
const FormInputBoxView = lazy(() => dataSectionViews().then((m) => ({ default: m.FormInputBoxView })));
const ProductTableBoxView = lazy(() => dataSectionViews().then((m) => ({ default: m.ProductTableBoxView })));

/**
 * The read-only view of one section, by its §3 box type (unknown types render nothing). A
 * section whose visibility rule (§3 config.visibility.rule) is false for the agreement's data
 * renders nothing: the guest sees only visible sections. Duration, attachments, form,
 * product table and PDF views are loaded on first use and render nothing until then. With
 * `fill`, form sections show editable inputs (FormInputBoxView's fill mode).
 */
export function BoxView(props: BoxViewProps) {
  if (!isBoxVisible(props.box, props.agreement.data)) return null;
  switch (props.box.type) {
    case BoxType.Text:
      return <TextBoxView content={props.box.content} data={props.agreement.data} boxId={props.box.id} {...props.text} />;
    case BoxType.Duration:
      return (
        <Suspense fallback={null}>
          <DurationBoxView {...props} />
        </Suspense>
      );
    case BoxType.Pdf:
      // The PDF view (and pdfjs behind it) loads only for an agreement with a PDF section.
      return <LazyPdfBoxView {...props} />;
    case BoxType.Attachments:
      return (
        <Suspense fallback={null}>
          <AttachmentsBoxView {...props} />
        </Suspense>
      );
    case BoxType.FormInput:
      return (
        <Suspense fallback={null}>
          <FormInputBoxView {...props} />
        </Suspense>
      );
    case BoxType.ProductTable:
      return (
        <Suspense fallback={null}>
          <ProductTableBoxView {...props} />
        </Suspense>
      );
    default:
      return null;
  }
}
