import type { Agreement } from '@inkflow/core';
import { ParticipantsPanel } from '../ParticipantsPanel.js';
import { AgreementSidePanels } from '../panels/AgreementSidePanels.js';

/** Props of DocumentSidebar: the agreement as last loaded or saved, and the setter of call answers. */
export interface DocumentSidebarProps {
  agreement: Agreement;
  onChange(agreement: Agreement): void;
}

/**
 * The right column of the document page (issue "The document workspace": Participants, Details,
 * Notes, Links, Reminders, Audit trail). Placeholder: the existing panels stacked; the sidebar
 * with tabs (a Sheet under 840 px) replaces this file.
 */
export function DocumentSidebar({ agreement, onChange }: DocumentSidebarProps) {
  return (
    <div className="document-sidebar">
      <ParticipantsPanel agreement={agreement} onChange={onChange} />
      <AgreementSidePanels agreement={agreement} onChange={onChange} />
    </div>
  );
}
