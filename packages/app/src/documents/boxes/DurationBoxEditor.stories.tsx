import { BoxType } from '@inkflow/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { BoxEditorHarness } from './BoxEditorHarness.js';
import { sampleEditorAgreement } from './sampleEditorAgreement.js';

/** Duration section editor: dates, periods and the 4013 check. */
const meta = {
  title: 'App/Editor/DurationBoxEditor',
  component: BoxEditorHarness,
  args: { agreement: sampleEditorAgreement(), box: BoxType.Duration },
} satisfies Meta<typeof BoxEditorHarness>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

/** The end date is not after the start: the §8 4013 text shows before saving. */
export const EndBeforeStart: Story = {
  args: {
    box: {
      key: 'story-duration',
      type: BoxType.Duration,
      content: { start_date: '2027-06-01', end_date: '2027-05-31', duration: { amount: 12, unit: 'months' }, notice_period: { amount: 3, unit: 'months' }, initial_duration: null },
      config: {},
    },
  },
};
