import type { Meta, StoryObj } from '@storybook/react-vite';
import { storyAgreementWire } from './actions/storyAgreementWire.js';
import { failingFetch, jsonResponse, pendingFetch, routeFetch } from './storyFetch.js';
import { withDocumentStory } from './withDocumentStory.js';
import { SendDialog } from './SendDialog.js';

const sends = routeFetch({ 'POST /api/agreements/7/publish': () => jsonResponse(200, storyAgreementWire()) }, { delayMs: 600 });

/** "Send contract": Subject (required) and Message of the invitation; a failure stays in the dialog as an alert. */
const meta = {
  title: 'App/Documents/SendDialog',
  component: SendDialog,
  args: { agreementId: 7, defaultSubject: 'Apartment rental agreement', onSent: () => undefined, onClose: () => undefined },
} satisfies Meta<typeof SendDialog>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Ready to send; Send shows a success toast. */
export const Open: Story = { decorators: [withDocumentStory(sends)] };
/** No subject yet: the required field stops the send. */
export const EmptySubject: Story = { args: { defaultSubject: '' }, decorators: [withDocumentStory(sends)] };
/** Sending: the buttons are disabled and Send is busy. */
export const Sending: Story = {
  decorators: [withDocumentStory(pendingFetch)],
  play: ({ canvasElement }) => {
    canvasElement.ownerDocument.querySelector<HTMLFormElement>('form')?.requestSubmit();
  },
};
/** The server refused (§8 4110: the participant list was rejected): the reason in an alert, nothing typed lost. */
export const Refused: Story = {
  decorators: [withDocumentStory(failingFetch(400, 4110, 'Participant list rejected'))],
  play: ({ canvasElement }) => {
    canvasElement.ownerDocument.querySelector<HTMLFormElement>('form')?.requestSubmit();
  },
};
