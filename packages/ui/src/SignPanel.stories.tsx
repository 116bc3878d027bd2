import { AgreementState, ApproverRoleCode, SignMethod, type Agreement, type Participant } from '@inkflow/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { SignPanel } from './SignPanel.js';
import { sampleAgreement } from './stories/sampleAgreement.js';

/** The sample agreement with the guest signatory (participant 12) changed by `change`. */
const withGuest = (change: Partial<Participant>, agreement: Agreement = sampleAgreement()): Agreement => ({
  ...agreement,
  participants: agreement.participants.map((p) => (p.id === 12 ? { ...p, ...change } : p)),
});

/** The signing area under the document for the guest's participant, per sign method and state. */
const meta = {
  title: 'UI/SignPanel',
  component: SignPanel,
  args: {
    agreement: sampleAgreement(),
    justSigned: false,
    busy: false,
    onSign: () => {},
    onDecline: () => {},
    onRequestSignCode: () => Promise.resolve('+46 70 *** ** 67'),
    onStartEid: () => {},
    onApprove: () => {},
  },
} satisfies Meta<typeof SignPanel>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Standard e-signature: the consent checkbox, Sign and Decline. */
export const Standard: Story = {};
/** Sign without the consent: the checkbox says what is missing and takes the focus. */
export const ConsentMissing: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const sign = canvasElement.querySelector<HTMLButtonElement>('.ink-button--primary');
    if (sign) await userEvent.click(sign);
  },
};
/** The sign call under way. */
export const Signing: Story = { args: { busy: true } };
/** The sign call failed (§8 4002): its text in an alert above the panel. */
export const SignFailed: Story = { args: { errorKey: 'errors.staleChecksum' } };
/** Handwritten: Sign opens the "Your signature" dialog. */
export const Handwritten: Story = { args: { agreement: sampleAgreement({ signMethod: SignMethod.Handwritten }) } };
/** SMS verification: send the code, then enter it. */
export const Sms: Story = { args: { agreement: sampleAgreement({ signMethod: SignMethod.Sms }) } };
/** An eID method (Swedish BankID): the start button leaves for the broker. */
export const Eid: Story = { args: { agreement: sampleAgreement({ signMethod: SignMethod.SwedishBankId }) } };
/** SMS without a way to send the code here: the method shows as unavailable. */
export const MethodUnavailable: Story = { args: { agreement: sampleAgreement({ signMethod: SignMethod.Sms }), onRequestSignCode: undefined } };
/** Just signed, others still to sign: "we'll email you the signed PDF". */
export const JustSigned: Story = { args: { agreement: sampleAgreement({ signed: true }), justSigned: true } };
/** The last signature: "signed by everyone". */
export const SignedByEveryone: Story = { args: { agreement: sampleAgreement({ signed: true, state: AgreementState.Signed }), justSigned: true } };
/** Opened again after signing. */
export const AlreadySigned: Story = { args: { agreement: sampleAgreement({ signed: true }) } };
/** The guest declined. */
export const YouDeclined: Story = { args: { agreement: withGuest({ declinedAt: '2026-11-21T10:00:00.000Z' }) } };
/** Another participant declined the agreement: the sender to contact. */
export const AgreementDeclined: Story = { args: { agreement: sampleAgreement({ state: AgreementState.Declined }) } };
/** The sender cancelled the agreement. */
export const Cancelled: Story = { args: { agreement: sampleAgreement({ state: AgreementState.Cancelled }) } };
/** The guest's participant is disabled: cannot be signed, with the sender to contact. */
export const NotSignable: Story = { args: { agreement: withGuest({ enabled: false }) } };
/** An external approver in their turn: Approve and Decline. */
export const ExternalApprover: Story = { args: { agreement: withGuest({ role: ApproverRoleCode.ExternalApprover }) } };
/** The external approver has approved. */
export const Approved: Story = { args: { agreement: withGuest({ role: ApproverRoleCode.ExternalApprover, approvedAt: '2026-11-21T10:00:00.000Z' }) } };
/** At a phone's width. */
export const Narrow: Story = { decorators: [(Story) => <div style={{ maxWidth: 343 }}><Story /></div>] };
