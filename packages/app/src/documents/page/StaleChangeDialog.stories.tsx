import type { Meta, StoryObj } from '@storybook/react-vite';
import { sampleEditorAgreement } from '../boxes/sampleEditorAgreement.js';
import { StaleChangeDialog } from './StaleChangeDialog.js';

const agreement = sampleEditorAgreement({ updated: '2026-11-24T09:41:00.000Z' });
// The dialog reads the current version (with who saved it, when recorded) and, when the version
// names nobody, the audit trail; the story answers both.
const answer = (events: unknown[], updatedBy: string | null = null) => async (input: RequestInfo | URL) => {
  const url = String(input instanceof Request ? input.url : input);
  const body = url.includes('/events')
    ? { collection: events }
    : { id: agreement.id, name: agreement.name, state: 0, checksum: 'newer', collection_id: 1, boxes: [], box_order: [], data: [], config: {}, subject: null, message: null, language: 'en', participants: [], parties: [], current_participant_id: null, created: agreement.created, updated: agreement.updated, updated_by: updatedBy, published_at: null };
  return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
};
const byAnna = [{ id: 1, parent_id: null, type: 'participant_added', actor: { kind: 'position', id: 2, name: 'Anna Berg' }, created: '2026-11-24T09:41:00.000Z', ip: null, user_agent: null, document_hash: 'x', payload: {}, children: [] }];

/** Shown after an autosave was refused as stale (4002): who changed it and when, and three choices. */
const meta = {
  title: 'App/Documents/StaleChangeDialog',
  component: StaleChangeDialog,
  args: { agreementId: agreement.id, onReload: () => undefined, onKeepMine: () => undefined, onKeepEditing: () => undefined },
} satisfies Meta<typeof StaleChangeDialog>;
export default meta;

type Story = StoryObj<typeof meta>;

/** The server recorded who saved the newer version (a colleague or a guest filling a form). */
export const ByRecordedEditor: Story = {
  beforeEach: () => {
    globalThis.fetch = answer([], 'Bo Guest') as typeof fetch;
  },
};
/** An older version without a recorded name: the audit trail names the colleague who saved last. */
export const ByColleague: Story = {
  beforeEach: () => {
    globalThis.fetch = answer(byAnna) as typeof fetch;
  },
};
/** No person in the audit trail: the time only. */
export const BySomeone: Story = {
  beforeEach: () => {
    globalThis.fetch = answer([]) as typeof fetch;
  },
};
