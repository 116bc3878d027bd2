import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import type { MessageWire } from '@inkflow/core';
import { withDocumentStory } from '../documents/withDocumentStory.js';
import '../documents/sidebar/sidebar.css';
import { openMessage, resetActiveMessage } from './activeMessage.js';
import { CollaborationPanel } from './CollaborationPanel.js';
import { messageFixture, messagesTestServer } from './messagesTestServer.js';
import { collaborationAgreement } from './testFixtures.js';
import { resetAgreementMessages } from './useAgreementMessages.js';

const ago = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

const chat: MessageWire[] = [
  messageFixture({ id: 1, created: ago(60 * 26), body: 'Hi! I have read the lease, a few questions below.' }),
  messageFixture({
    id: 2,
    created: ago(90),
    body: 'Can we move the start date to June? @Erik Lund should confirm.',
    to_participant_ids: [31, 32],
    mentioned_participant_ids: [32],
    replies: [
      { ...messageFixture({ id: 20, created: ago(80), parent: { id: 2 }, body: 'Let me check with the landlord.', participant_id: null, position_id: 1, author: { name: 'Demo User', side: 'sender' } }), replies: undefined } as never,
    ],
  }),
  messageFixture({ id: 3, created: ago(5), body: 'Internal: June is fine with us.', private: true, participant_id: null, position_id: 1, author: { name: 'Demo User', side: 'sender' } }),
];

const comments: MessageWire[] = [
  messageFixture({ id: 11, type: 3, created: ago(300), body: 'Is this the gross rent?', comment_scope: { box_id: 3, start: 10, end: 22, quote: 'monthly rent' } }),
  messageFixture({ id: 12, type: 4, created: ago(200), body: 'May suits us better', suggestion: { box_id: 3, start: 40, end: 43, deleted: 'May', inserted: 'June' } }),
  messageFixture({ id: 13, type: 3, created: ago(100), body: 'Please attach the floor plan.', comment_scope: { box_id: 4 } }),
  messageFixture({ id: 14, type: 3, created: ago(50), body: 'This paragraph was rewritten.', comment_scope: { box_id: 3, start: 1, end: 4, quote: 'old', detached: true } }),
  messageFixture({ id: 15, type: 4, created: ago(30), status: 'accepted', body: '', suggestion: { box_id: 3, start: 0, end: 0, deleted: '', inserted: 'Revised: ' } }),
  messageFixture({ id: 16, type: 3, created: ago(20), config: { status: 'resolved' }, body: 'Typo fixed, thanks.', comment_scope: { box_id: 3, start: 2, end: 8, quote: 'teh' } }),
];

/** Fresh messages of agreement 5 for each story, answered by the fake server; `open` starts on that thread's tab. */
function withMessages(messages: MessageWire[], open?: number): Decorator {
  return (Story) => {
    resetAgreementMessages();
    resetActiveMessage();
    if (open) openMessage(open);
    return withDocumentStory(messagesTestServer(messages, { unread: { chat: 1, comments: 2 } }).fetch)(Story, {} as never) as ReturnType<Decorator>;
  };
}

/** The Collaboration tab of the document sidebar: chat, comments and suggestions (§2). */
const meta = {
  title: 'App/Collaboration/CollaborationPanel',
  component: CollaborationPanel,
  args: { agreement: collaborationAgreement() },
  decorators: [(Story) => <div style={{ maxWidth: 'var(--ink-sidebar-width, 360px)' }}><Story /></div>],
} satisfies Meta<typeof CollaborationPanel>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Nothing yet: "Start a conversation", and the composer. */
export const Empty: Story = { decorators: [withMessages([])] };
/** A conversation: audiences, a private note, a reply, a mention. */
export const Chat: Story = { decorators: [withMessages(chat)] };
/** Comments and suggestions (Accept / Reject), a whole-section comment, removed text; opened on a thread. */
export const Comments: Story = { decorators: [withMessages(comments, 12)] };
/** Only resolved comments: "All resolved!". */
export const AllResolved: Story = { args: { initialTab: 'comments' }, decorators: [withMessages([comments[5]!])] };
/** A template: conversations happen in documents only, no composer. */
export const Template: Story = { args: { agreement: collaborationAgreement(6) }, decorators: [withMessages([])] };
/** The narrow layout (under 840 px the sidebar is a bottom sheet this wide). */
export const Narrow: Story = {
  decorators: [withMessages([...chat, ...comments]), (Story) => <div style={{ width: 320 }}><Story /></div>],
};
