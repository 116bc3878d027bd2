import type { Agreement } from '@inkflow/core';

/**
 * The panels beside a contract for its owner (issue #4): agreement settings, contract notes,
 * links and internal reminders. `onChange` takes the server's agreement after a change.
 */
export function AgreementSidePanels(_props: { agreement: Agreement; onChange(agreement: Agreement): void }) {
  return null;
}
