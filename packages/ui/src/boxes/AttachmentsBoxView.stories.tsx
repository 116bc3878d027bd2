import type { Meta, StoryObj } from '@storybook/react-vite';
import { BoxView } from '@inkflow/ui';
import { sampleSectionsAgreement } from '../stories/sampleSectionsAgreement.js';

const agreement = sampleSectionsAgreement();

/** The attachments section (§3 Box type 4): files with sizes and a Download button. */
const meta = {
  title: 'UI/Boxes/AttachmentsBoxView',
  component: BoxView,
  args: { agreement, box: agreement.boxes.find((b) => b.id === 21)!, api: { asset: async () => new Blob(['A sample attachment'], { type: 'text/plain' }) } },
} satisfies Meta<typeof BoxView>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Downloads fail: the alert under the list. */
export const DownloadFails: Story = { args: { api: { asset: async () => Promise.reject(new Error('offline')) } } };
