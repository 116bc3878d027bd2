import { AgreementState } from '@inkflow/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { CancelDialog } from './CancelDialog.js';
import { CorrectRecipientDialog } from './CorrectRecipientDialog.js';
import { ExtendExpiryDialog } from './ExtendExpiryDialog.js';
import { RemindDialog } from './RemindDialog.js';
import { storyAgreement } from './storyAgreement.js';
import { withActionsStory } from './withActionsStory.js';

/** The dialogs behind the header's after-sending actions, open, as the owner first sees them. */
const meta = {
  title: 'App/Documents/AfterSendingDialogs',
  component: CancelDialog,
  decorators: [withActionsStory],
  args: { agreement: storyAgreement(), mode: 'cancel', onDone: () => undefined, onClose: () => undefined },
} satisfies Meta<typeof CancelDialog>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Cancel a pending contract, with an optional reason. */
export const Cancel: Story = {};
/** Terminate a signed contract (cancel with manual=1). */
export const Terminate: Story = { args: { agreement: storyAgreement({ state: AgreementState.Signed, signed: true }), mode: 'terminate' } };
/** Remind: the participants who have not acted yet, ticked. */
export const Remind: Story = { render: (args) => <RemindDialog agreement={args.agreement} onClose={args.onClose} /> };
/** Remind when everyone has answered. */
export const RemindNobodyLeft: Story = {
  render: (args) => <RemindDialog agreement={storyAgreement({ state: AgreementState.Pending, signed: true })} onClose={args.onClose} />,
};
/** Correct a recipient's email or phone. */
export const CorrectRecipient: Story = { render: (args) => <CorrectRecipientDialog agreement={args.agreement} onDone={args.onDone} onClose={args.onClose} /> };
/** Extend the expiry with a date picker. */
export const ExtendExpiry: Story = { render: (args) => <ExtendExpiryDialog agreement={args.agreement} onDone={args.onDone} onClose={args.onClose} /> };
