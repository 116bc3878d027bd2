import { AgreementState, agreementFromWire, type AgreementWire } from '@inkflow/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { renderCollaboration } from '../../collaboration/collaborationRenderer.js';
import { messageFixture, messagesTestServer } from '../../collaboration/messagesTestServer.js';
import { resetAgreementMessages } from '../../collaboration/useAgreementMessages.js';
import { withDocumentStory } from '../withDocumentStory.js';
import { panelsTestServer } from '../panels/panelsTestServer.js';
import { CollaborationPanel, CollaborationSlot } from './CollaborationSlot.js';
import './sidebar.css';

const document = agreementFromWire(panelsTestServer().agreementWire() as AgreementWire);

/** The Collaboration tab: what the chat and comments feature provides, else the empty state. */
const meta = {
  title: 'App/Documents/Sidebar/CollaborationSlot',
  component: CollaborationPanel,
  args: { agreement: document },
  decorators: [(Story) => <div style={{ maxWidth: 'var(--ink-sidebar-width)' }}><Story /></div>],
} satisfies Meta<typeof CollaborationPanel>;
export default meta;

type Story = StoryObj<typeof meta>;

/** A document without the collaboration feature: "Start collaborating". */
export const Document: Story = {};
/** A template: conversations happen in documents only. */
export const Template: Story = { args: { agreement: { ...document, state: AgreementState.Template } } };
/** With a renderer in the slot, the tab shows what it renders. */
export const Provided: Story = {
  decorators: [
    (Story) => (
      <CollaborationSlot.Provider value={(agreement) => <p>Conversation about “{agreement.name}” goes here.</p>}>
        <Story />
      </CollaborationSlot.Provider>
    ),
  ],
};
/** The document page's renderer: the chat and comments (CollaborationPanel) of agreement 5. */
export const Collaboration: Story = {
  decorators: [
    (Story) => (
      <CollaborationSlot.Provider value={renderCollaboration}>
        <Story />
      </CollaborationSlot.Provider>
    ),
    (Story, context) => {
      resetAgreementMessages();
      return withDocumentStory(messagesTestServer([messageFixture({ id: 1, body: 'Can we talk about the start date?' })]).fetch)(Story, context);
    },
  ],
};
