import type { Agreement } from '@inkflow/core';
import { LinksPanel } from './LinksPanel.js';
import { NotesPanel } from './NotesPanel.js';
import { RemindersPanel } from './RemindersPanel.js';
import { SettingsPanel } from './SettingsPanel.js';
import './panels.css';

/**
 * The panels beside a contract for its owner (issue #4): agreement settings, contract notes,
 * links and internal reminders. `onChange` takes the server's agreement after a change (the
 * settings' saves, and the new link and reminder counts).
 */
export function AgreementSidePanels({ agreement, onChange }: { agreement: Agreement; onChange(agreement: Agreement): void }) {
  return (
    <aside className="side-panels">
      <SettingsPanel key={`settings-${agreement.id}`} agreement={agreement} onChange={onChange} />
      <NotesPanel agreementId={agreement.id} />
      <LinksPanel agreementId={agreement.id} onCountChange={(linkCount) => onChange({ ...agreement, linkCount })} />
      <RemindersPanel agreementId={agreement.id} onCountChange={(userEventsCount) => onChange({ ...agreement, userEventsCount })} />
    </aside>
  );
}
