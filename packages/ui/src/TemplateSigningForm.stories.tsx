import type { Meta, StoryObj } from '@storybook/react-vite';
import { TemplateSigningForm } from '@inkflow/ui';

/** The template signing form of the embed (issue #6): the visitor's name and email. */
const meta = {
  title: 'UI/TemplateSigningForm',
  component: TemplateSigningForm,
  args: { templateName: 'Kayak rental', busy: false, onSubmit: () => {} },
} satisfies Meta<typeof TemplateSigningForm>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Busy: Story = { args: { busy: true } };
export const Failed: Story = { args: { errorKey: 'errors.generic' } };
