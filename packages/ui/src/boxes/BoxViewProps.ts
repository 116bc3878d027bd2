import type { Agreement, ApiClient, Box } from '@inkflow/core';
import type { TextBoxViewProps } from '../TextBoxView.js';

/**
 * What every read-only section view gets (one file per §3 box type under ui/src/boxes/): the
 * box, and the agreement it belongs to (its data fields fill placeholders and form values; its
 * id and the API client's guest token fetch uploaded files).
 */
export interface BoxViewProps {
  box: Box;
  agreement: Agreement;
  /** Fetches uploaded files (PDF pages, attachments) with the caller's session or guest token; absent: files are not fetched. */
  api?: Pick<ApiClient, 'asset'>;
  /** Fill mode of form sections (§3 Box type 12): absent, they are read-only. */
  fill?: FormFill;
  /** Text sections only: the collaboration drawn in the text (comment highlights, tracked changes, the section comment button). */
  text?: Pick<TextBoxViewProps, 'decorator' | 'onCommentSection'>;
}

/**
 * A counterparty filling the form inputs before signing (§5 required inputs, 4007): `values` are
 * the edited data field values by data field key (a key absent reads the agreement's data), in
 * the §3 shapes (string; number or null for number inputs; boolean for checkboxes); `onChange`
 * gets each edit; `disabled` while a call runs. Only sections the signer may fill (core
 * mayFillFormBox with `participantId` and `anySignature`: their own, and first-signatory ones
 * while nobody has signed) are editable; the others stay read-only.
 */
export interface FormFill {
  values: ReadonlyMap<string, unknown>;
  onChange(key: string, value: unknown): void;
  disabled?: boolean;
  /** The signing participant. */
  participantId: number;
  /** Whether any participant has signed (first-signatory sections are then locked). */
  anySignature: boolean;
}
