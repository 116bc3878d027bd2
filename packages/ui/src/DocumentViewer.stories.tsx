import type { Meta, StoryObj } from '@storybook/react-vite';
import { DocumentViewer } from '@inkflow/ui';
import { sampleAgreement } from './stories/sampleAgreement.js';

/** The read-only agreement view: name, text boxes in box order, participants with their state. */
const meta = {
  title: 'UI/DocumentViewer',
  component: DocumentViewer,
  args: { agreement: sampleAgreement() },
} satisfies Meta<typeof DocumentViewer>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Pending: Story = {};

export const Signed: Story = { args: { agreement: sampleAgreement({ signed: true, state: 4 }) } };
