import { AgreementState } from '@inkflow/core';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router';
import '../documentPage.css';
import { DocumentHeader } from './DocumentHeader.js';

const withRouter: Decorator = (Story) => (
  <MemoryRouter>
    <Story />
  </MemoryRouter>
);

const actions = (
  <>
    <button type="button" className="button">
      More
    </button>
    <button type="button" className="button primary">
      Send
    </button>
  </>
);

/** The document page's sticky header: back link, name renamed in place, state badge, save state, actions. */
const meta = {
  title: 'App/Documents/DocumentHeader',
  component: DocumentHeader,
  decorators: [withRouter],
  args: { name: 'Apartment rental agreement', onRename: () => undefined, state: AgreementState.Draft, saveStatus: 'saved', workspaceId: 1, actions },
} satisfies Meta<typeof DocumentHeader>;
export default meta;

type Story = StoryObj<typeof meta>;

export const DraftSaved: Story = {};
export const Saving: Story = { args: { saveStatus: 'saving' } };
export const UnsavedChanges: Story = { args: { saveStatus: 'pending' } };
/** A stale save (4002): "Not saved" with Review, which reopens the dialog. */
export const Conflict: Story = { args: { saveStatus: 'conflict', onResolveConflict: () => undefined } };
export const Template: Story = { args: { state: AgreementState.Template } };
/** Sent: read-only name, no save state. */
export const WaitingForSignatures: Story = { args: { state: AgreementState.Pending, onRename: undefined, saveStatus: undefined } };
export const Signed: Story = { args: { state: AgreementState.Signed, onRename: undefined, saveStatus: undefined } };
export const LongName: Story = { args: { name: 'Framework agreement for the delivery of consulting services to the northern region offices, 2027–2029' } };
