import type { BoxViewProps } from './BoxViewProps.js';

/** Read-only Pdf section (§3 Box): not built yet; renders nothing. */
export function PdfBoxView(_props: BoxViewProps) {
  return null;
}
