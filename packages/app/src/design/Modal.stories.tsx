import type { Meta, StoryObj } from '@storybook/react-vite';
import { Modal, Sheet } from './Modal.js';

const noop = () => {};

/** The modal dialog (focus trapped, Escape and the backdrop close it, focus returns to the opener). */
const meta = {
  title: 'Design/Modal',
  component: Modal,
  args: {
    title: 'Delete this document?',
    description: 'It moves to the trash, where it stays for 30 days.',
    onClose: noop,
    footer: (
      <>
        <button type="button" className="button">
          Cancel
        </button>
        <button type="button" className="button primary">
          Delete
        </button>
      </>
    ),
  },
} satisfies Meta<typeof Modal>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Confirmation: Story = { args: { size: 'sm' } };

export const Form: Story = {
  args: {
    title: 'Rename document',
    description: undefined,
    children: (
      <div className="field">
        <label htmlFor="story-name">Name</label>
        <input id="story-name" defaultValue="Office lease" />
      </div>
    ),
  },
};

export const Large: Story = {
  args: { size: 'lg', title: 'Send for signing', children: <p>{'The participants get an email with a link to sign. '.repeat(8)}</p> },
};

/** The side panel (right) and the phone bottom sheet. */
export const SheetRight: Story = {
  render: () => (
    <Sheet title="Participants" onClose={noop}>
      <p>Ann Signer, ann@example.com</p>
    </Sheet>
  ),
};

export const SheetBottom: Story = {
  render: () => (
    <Sheet title="Participants" side="bottom" onClose={noop}>
      <p>Ann Signer, ann@example.com</p>
    </Sheet>
  ),
};
