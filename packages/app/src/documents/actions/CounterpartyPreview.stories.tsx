import type { Meta, StoryObj } from '@storybook/react-vite';
import { failingFetch, jsonResponse, pendingFetch, routeFetch } from '../storyFetch.js';
import { withDocumentStory } from '../withDocumentStory.js';
import './agreementActions.css';
import { CounterpartyPreview } from './CounterpartyPreview.js';
import { storyAgreementWire } from './storyAgreementWire.js';

const preview = routeFetch({ 'POST /api/agreements/7/preview': () => jsonResponse(200, storyAgreementWire()) });

/** "View as counterparty": the contract as a guest link shows it, read-only, under the Preview banner, in a large overlay. */
const meta = {
  title: 'App/Documents/Actions/CounterpartyPreview',
  component: CounterpartyPreview,
  args: { agreementId: 7, onClose: () => undefined },
} satisfies Meta<typeof CounterpartyPreview>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Loaded: Story = { decorators: [withDocumentStory(preview)] };
export const Loading: Story = { decorators: [withDocumentStory(pendingFetch)] };
/** Not allowed (403, §8 code 99): its text in an alert. */
export const Forbidden: Story = { decorators: [withDocumentStory(failingFetch(403, 99, 'Forbidden'))] };
/** The network failed: the generic failure text. */
export const Failed: Story = { decorators: [withDocumentStory(failingFetch(500, 'INTERNAL_SERVER_ERROR'))] };
