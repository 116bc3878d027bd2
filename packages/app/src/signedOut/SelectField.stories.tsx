import { signupOptions } from '@inkflow/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { appResources } from '../i18n/createAppI18n.js';
import { SelectField } from './SelectField.js';
import { withSignedOutStory } from './withSignedOutStory.js';

const labels: Record<string, string> = appResources.auth.signup.options.companySize;
const sizes = signupOptions.companySize.map((value) => ({ value, label: labels[value] ?? value }));

/** A labelled select with an empty "Choose…" option (sign-up wizard); the §5 error shows once touched. */
const meta = {
  title: 'App/SignedOut/SelectField',
  component: SelectField,
  decorators: [withSignedOutStory],
  args: { label: 'Company size', name: 'company_size', value: '', options: sizes, onChange: () => undefined },
} satisfies Meta<typeof SelectField>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Nothing chosen: "Choose…". */
export const Empty: Story = {};
export const Chosen: Story = { args: { value: '11-50' } };
/** Touched without a choice: "Company size is required". */
export const Required: Story = { args: { error: 'Company size is required', touched: true } };
