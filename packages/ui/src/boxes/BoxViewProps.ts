import type { Agreement, ApiClient, Box } from '@inkflow/core';

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
}
