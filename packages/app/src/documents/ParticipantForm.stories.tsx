import { ApproverRoleCode, SignMethod } from '@inkflow/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { ParticipantForm } from './ParticipantForm.js';
import './participants.css';
import { storyPerson } from './storyParticipants.js';

/** The Add participant / Edit participant form: name, email, role, sign method, phone, personal ID, company, MFA. */
const meta = {
  title: 'App/Documents/ParticipantForm',
  component: ParticipantForm,
  args: { onSubmit: () => Promise.resolve(true) },
  decorators: [(Story) => <div style={{ maxWidth: 480 }}><Story /></div>],
} satisfies Meta<typeof ParticipantForm>;
export default meta;

type Story = StoryObj<typeof meta>;

/** A new participant: empty fields and its own "Add participant" button. */
export const Add: Story = {};
/** Editing an SMS signatory of a company: the phone and company fields filled. */
export const Edit: Story = {
  args: { initial: storyPerson(2, 'Ada Lovelace', { signMethod: SignMethod.Sms, phoneNumber: '+46701234567', individual: false, companyName: 'Acme AB', title: 'CEO', mfaChannel: 'email' }) },
};
/** A BankID signatory: the personal ID is asked for. */
export const BankId: Story = { args: { initial: storyPerson(5, 'Sven Svensson', { signMethod: SignMethod.SwedishBankId, ssn: '19800101-1234' }) } };
/** An external approver without a signing order: the form says the order must be turned on first. */
export const ExternalApproverNeedsOrder: Story = { args: { initial: storyPerson(6, 'Eva External', { role: ApproverRoleCode.ExternalApprover }), signOrder: false } };
/** Without the approver permissions (§6) only the plain roles are offered. */
export const WithoutApproverRoles: Story = { args: { allowed: [] } };
/** Submitted empty: each required field says what is missing. */
export const Invalid: Story = {
  play: ({ canvasElement }) => {
    canvasElement.querySelector('form')?.requestSubmit();
  },
};
/** Saving: the controls are disabled. */
export const Busy: Story = { args: { busy: true, initial: storyPerson(1, 'Sam Signer') } };
/** Inside a dialog the footer's button submits it: no button of its own. */
export const InDialog: Story = { args: { formId: 'participant-form' } };
/** At a phone's width. */
export const Narrow: Story = { args: { initial: storyPerson(2, 'Ada Lovelace', { signMethod: SignMethod.Sms, phoneNumber: '+46701234567' }) }, decorators: [(Story) => <div style={{ maxWidth: 343 }}><Story /></div>] };
