import type { Agreement } from '@inkflow/core';
import { CollaborationPanel } from './CollaborationPanel.js';

/**
 * The renderer the document page puts into the sidebar's CollaborationSlot: the chat and
 * comments of `agreement` (CollaborationPanel).
 */
export function renderCollaboration(agreement: Agreement) {
  return <CollaborationPanel agreement={agreement} />;
}
