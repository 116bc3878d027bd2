import type { Meta, StoryObj } from '@storybook/react-vite';
import { AuditEventItem } from './AuditEventItem.js';
import './audit.css';
import { storyEvent, storyEvents } from './storyEvents.js';

/** One audit-trail event as a sentence with its local time, its children, and the evidence behind Details. */
const meta = {
  title: 'App/Documents/Audit/AuditEventItem',
  component: AuditEventItem,
  args: { event: storyEvents[1]!, participants: [{ id: 3, fullname: 'Sam Signer' }] },
  decorators: [
    (Story) => (
      <ol className="audit-trail__events" style={{ maxWidth: 'var(--ink-sidebar-width)' }}>
        <Story />
      </ol>
    ),
  ],
} satisfies Meta<typeof AuditEventItem>;
export default meta;

type Story = StoryObj<typeof meta>;

/** A plain event by the owner. */
export const Sent: Story = {};
/** A signature with its children: the state change and the seal. */
export const SignedWithChildren: Story = { args: { event: storyEvents[3]! } };
/** The system's own event: no IP or browser in the evidence. */
export const BySystem: Story = { args: { event: storyEvent(7, 'sealed', null, { ip: null, userAgent: null }) } };
/** A reminder naming the participant it was for. */
export const Reminded: Story = { args: { event: storyEvent(8, 'reminded', 'Olive Owner', { payload: { participant_id: 3 } }) } };
/** Form inputs filled by the counterparty. */
export const InputsFilled: Story = { args: { event: storyEvent(9, 'inputs_filled', 'Sam Signer', { payload: { fields: [{ key: 'vat', name: 'VAT number' }, { key: 'company', name: 'Company' }] } }) } };
/** Cancelled with a reason (a long one wraps). */
export const CancelledWithReason: Story = {
  args: { event: storyEvent(9, 'cancelled', 'Olive Owner', { payload: { reason: 'The tenant found another apartment closer to work and asked us to stop the signing.' } }) },
};
/** An event type the trail has no sentence for: "Other activity by …", never a key. */
export const UnknownType: Story = { args: { event: storyEvent(9, 'some_future_event', 'Sam Signer') } };
