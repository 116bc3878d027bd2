import type { Meta, StoryObj } from '@storybook/react-vite';
import { ApproverRoleCode, ParticipantRole } from '@inkflow/core';
import { SenderCard } from './SenderCard.js';
import { sampleAgreement } from './stories/sampleAgreement.js';

const asRole = (type: ParticipantRole, role?: number) => {
  const agreement = sampleAgreement();
  agreement.participants = agreement.participants.map((p) => (p.id === 12 ? { ...p, type, ...(role !== undefined ? { role } : {}) } : p));
  return agreement;
};

/** Who asks for what: the guest page's header card. */
const meta = {
  title: 'UI/SenderCard',
  component: SenderCard,
  args: { agreement: sampleAgreement() },
} satisfies Meta<typeof SenderCard>;
export default meta;

type Story = StoryObj<typeof meta>;

/** A signatory: "Olivia Owner asks you to sign …", the company's initials as the logo. */
export const Signatory: Story = {};

export const Viewer: Story = { args: { agreement: asRole(ParticipantRole.Viewer) } };

export const Approver: Story = { args: { agreement: asRole(ParticipantRole.Influencer, ApproverRoleCode.ExternalApprover) } };

export const WithLogo: Story = {
  args: { agreement: { ...sampleAgreement(), sender: { name: 'Olivia Owner', email: 'olivia@acme.test', companyName: 'Acme Rentals', logoUrl: 'data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 48 48"%3E%3Crect width="48" height="48" rx="8" fill="%232450d6"/%3E%3C/svg%3E' } } },
};

export const WithoutSender: Story = { args: { agreement: { ...sampleAgreement(), sender: undefined } } };
