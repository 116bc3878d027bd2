import type { Meta, StoryObj } from '@storybook/react-vite';
import { failingFetch, jsonResponse, pendingFetch, routeFetch } from '../storyFetch.js';
import { withDocumentStory } from '../withDocumentStory.js';
import { AuditTrail } from './AuditTrail.js';
import { eventToWire, storyEvents } from './storyEvents.js';

const events = routeFetch({ 'GET /api/agreements/7/events': () => jsonResponse(200, { collection: storyEvents.map(eventToWire) }) });
const none = routeFetch({ 'GET /api/agreements/7/events': () => jsonResponse(200, { collection: [] }) });

/** The owner's audit trail (GET /agreements/{id}/events): a read-only tree of events in sentences. */
const meta = {
  title: 'App/Documents/Audit/AuditTrail',
  component: AuditTrail,
  args: { agreementId: 7, version: 'c1', participants: [{ id: 3, fullname: 'Sam Signer' }] },
  decorators: [(Story) => <div style={{ maxWidth: 'var(--ink-sidebar-width)' }}><Story /></div>],
} satisfies Meta<typeof AuditTrail>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Filled: Story = { decorators: [withDocumentStory(events)] };
/** In the sidebar's tab the tab names it: the heading is for screen readers only. */
export const WithoutHeading: Story = { args: { hideHeading: true }, decorators: [withDocumentStory(events)] };
export const Empty: Story = { decorators: [withDocumentStory(none)] };
export const Loading: Story = { decorators: [withDocumentStory(pendingFetch)] };
export const Failed: Story = { decorators: [withDocumentStory(failingFetch(500, 'INTERNAL_SERVER_ERROR'))] };
