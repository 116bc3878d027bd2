import type { Meta, StoryObj } from '@storybook/react-vite';
import { BoxView } from '@inkflow/ui';
import { sampleSectionsAgreement } from '../stories/sampleSectionsAgreement.js';

const agreement = sampleSectionsAgreement();

/** The form section (§3 Box type 12): labels and the bound data field values. */
const meta = {
  title: 'UI/Boxes/FormInputBoxView',
  component: BoxView,
  args: { agreement, box: agreement.boxes.find((b) => b.id === 22)! },
} satisfies Meta<typeof BoxView>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Fill mode (a signing counterparty, GuestSigning): labelled inputs by type, the required one marked. */
export const Fill: Story = {
  args: { fill: { values: new Map<string, unknown>([['move_in', '2027-02-01']]), onChange: () => {}, participantId: 12, anySignature: false } },
};

/** Fill mode for a section assigned to another participant: shown read-only to this signer. */
export const FillAssignedToSomeoneElse: Story = {
  args: {
    box: { ...agreement.boxes.find((b) => b.id === 22)!, config: { assignee: { participant_id: 99 } } },
    fill: { values: new Map<string, unknown>(), onChange: () => {}, participantId: 12, anySignature: false },
  },
};
