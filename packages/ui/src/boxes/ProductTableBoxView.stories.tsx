import type { Meta, StoryObj } from '@storybook/react-vite';
import { BoxView } from '@inkflow/ui';
import { sampleSectionsAgreement } from '../stories/sampleSectionsAgreement.js';

const agreement = sampleSectionsAgreement();

/** The product table (§3 Box type 13): rows and exact decimal sums. */
const meta = {
  title: 'UI/Boxes/ProductTableBoxView',
  component: BoxView,
  args: { agreement, box: agreement.boxes.find((b) => b.id === 23)! },
} satisfies Meta<typeof BoxView>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Before the first save there is no server store: the sums are computed in the browser. */
export const ComputedSums: Story = { args: { box: sampleSectionsAgreement({ withStore: false }).boxes.find((b) => b.id === 23)! } };
