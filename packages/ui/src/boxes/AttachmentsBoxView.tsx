import type { BoxViewProps } from './BoxViewProps.js';

/** Read-only Attachments section (§3 Box): not built yet; renders nothing. */
export function AttachmentsBoxView(_props: BoxViewProps) {
  return null;
}
