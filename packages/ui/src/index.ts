/**
 * @inkflow/ui: React components shared by the embed and the app (DESIGN.md "Packages"). Only
 * React APIs that preact/compat supports. Styles: `@inkflow/ui/styles.css` (classes `ink-*`).
 */
export { InkflowI18nProvider } from './InkflowI18nProvider.js';
export type { InkflowI18nProviderProps } from './InkflowI18nProvider.js';
export { DocumentViewer } from './DocumentViewer.js';
export type { DocumentViewerProps } from './DocumentViewer.js';
export type { AnnotationDraft, DocumentAnnotations } from './collaboration/DocumentAnnotations.js';
export { TextBoxView } from './TextBoxView.js';
export type { TextBoxViewProps } from './TextBoxView.js';
export { BoxView } from './boxes/BoxView.js';
export type { BoxViewProps } from './boxes/BoxViewProps.js';
export { formatFileSize } from './boxes/formatFileSize.js';
// PdfBoxView only behind a dynamic import (its own chunk with pdf.js): LazyPdfBoxView.
export { LazyPdfBoxView } from './boxes/LazyPdfBoxView.js';
export type { PdfBoxViewProps } from './boxes/PdfBoxView.js';
export { attachmentFiles } from './boxes/attachmentFiles.js';
export type { AttachmentFile } from './boxes/attachmentFiles.js';
export { ParticipantList } from './ParticipantList.js';
export type { ParticipantListProps } from './ParticipantList.js';
export { SignatureCapture } from './SignatureCapture.js';
export type { SignatureCaptureProps } from './SignatureCapture.js';
export { Dialog } from './Dialog.js';
export type { DialogProps } from './Dialog.js';
export { SignPanel } from './SignPanel.js';
export type { SignPanelProps } from './SignPanel.js';
export { SealedPdfDownload } from './SealedPdfDownload.js';
export type { SealedPdfDownloadProps } from './SealedPdfDownload.js';
export { SmsCodeEntry } from './SmsCodeEntry.js';
export type { SmsCodeEntryProps } from './SmsCodeEntry.js';
export { EidStart } from './EidStart.js';
export type { EidStartProps } from './EidStart.js';
export { DeclineDialog } from './DeclineDialog.js';
export type { DeclineDialogProps } from './DeclineDialog.js';
export { MfaGate } from './MfaGate.js';
export type { MfaGateProps } from './MfaGate.js';
export { LanguagePicker } from './LanguagePicker.js';
export type { LanguagePickerProps } from './LanguagePicker.js';
export { BrandStyle } from './BrandStyle.js';
export type { BrandStyleProps } from './BrandStyle.js';
export { GuestSigning } from './GuestSigning.js';
export type { GuestSigningProps } from './GuestSigning.js';
export { ErrorScreen } from './ErrorScreen.js';
export type { ErrorScreenContext, ErrorScreenProps } from './ErrorScreen.js';
export { LazyErrorScreen } from './LazyErrorScreen.js';
export { supportEmail, supportPhone } from './supportContacts.js';
export { describeError } from './describeError.js';
export type { DescribedError } from './describeError.js';
export { TemplateSigningForm } from './TemplateSigningForm.js';
export type { TemplateSigner, TemplateSigningFormProps } from './TemplateSigningForm.js';
export { PreviewBanner } from './PreviewBanner.js';
