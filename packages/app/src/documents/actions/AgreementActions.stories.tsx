import { AgreementState } from '@inkflow/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { AgreementActions } from './AgreementActions.js';
import { storyAgreement } from './storyAgreement.js';
import { withActionsStory } from './withActionsStory.js';

/** The document header's primary action per state (§4) and the "More" menu. */
const meta = {
  title: 'App/Documents/AgreementActions',
  component: AgreementActions,
  decorators: [withActionsStory],
  args: { agreement: storyAgreement({ state: AgreementState.Draft }), onChange: () => undefined, beforeSend: () => Promise.resolve(true) },
} satisfies Meta<typeof AgreementActions>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Draft with a signatory: Send is the primary action. */
export const Draft: Story = {};
/** Draft without a signatory: Send is disabled and its tooltip says why. */
export const DraftWithoutSignatory: Story = { args: { agreement: storyAgreement({ state: AgreementState.Draft, withSignatory: false }) } };
/** Template: Create contract from template. */
export const Template: Story = { args: { agreement: storyAgreement({ state: AgreementState.Template }) } };
/** Pending: Remind (primary) and Cancel contract; More offers correct a recipient and extend expiry. */
export const Pending: Story = { args: { agreement: storyAgreement({ state: AgreementState.Pending }) } };
/** Overdue: the same actions as pending. */
export const Overdue: Story = { args: { agreement: storyAgreement({ state: AgreementState.Overdue }) } };
/** Signed: Download signed PDF (primary) and Terminate. */
export const Signed: Story = { args: { agreement: storyAgreement({ state: AgreementState.Signed, signed: true }) } };
/** Cancelled: only the More menu (view as counterparty). */
export const Cancelled: Story = { args: { agreement: storyAgreement({ state: AgreementState.Cancelled }) } };
