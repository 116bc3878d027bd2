import { BoxType } from '@inkflow/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { BoxEditorHarness } from './BoxEditorHarness.js';
import { sampleEditorAgreement } from './sampleEditorAgreement.js';

/** Attachments section editor: Required and uploads (uploads need the server). */
const meta = {
  title: 'App/Editor/AttachmentsBoxEditor',
  component: BoxEditorHarness,
  args: { agreement: sampleEditorAgreement(), box: BoxType.Attachments },
} satisfies Meta<typeof BoxEditorHarness>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
