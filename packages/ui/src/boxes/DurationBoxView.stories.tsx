import type { Meta, StoryObj } from '@storybook/react-vite';
import { BoxView } from '@inkflow/ui';
import { sampleSectionsAgreement } from '../stories/sampleSectionsAgreement.js';

const agreement = sampleSectionsAgreement();

/** The duration section (§3 Box type 2): dates and periods. */
const meta = {
  title: 'UI/Boxes/DurationBoxView',
  component: BoxView,
  args: { agreement, box: agreement.boxes.find((b) => b.id === 20)! },
} satisfies Meta<typeof BoxView>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Default: Story = {};
