import { signupOptions } from '@inkflow/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { appResources } from '../i18n/createAppI18n.js';
import { ChoiceGroup } from './ChoiceGroup.js';
import { withSignedOutStory } from './withSignedOutStory.js';

const labels: Record<string, string> = appResources.auth.signup.options.usage;
const usage = signupOptions.usage.map((value) => ({ value, label: labels[value] ?? value }));

/** A multiple choice of the sign-up wizard (§3 usage and tools) as a fieldset of checkboxes. */
const meta = {
  title: 'App/SignedOut/ChoiceGroup',
  component: ChoiceGroup,
  decorators: [withSignedOutStory],
  args: { legend: 'What will you use Inkflow for?', name: 'intended_use', value: [], options: usage, onChange: () => undefined },
} satisfies Meta<typeof ChoiceGroup>;
export default meta;

type Story = StoryObj<typeof meta>;

export const NoneChecked: Story = {};
export const SomeChecked: Story = { args: { value: ['electronic signatures', 'quotes', 'api'] } };
/** Touched without a choice: the §5 "… are required" message. */
export const Required: Story = { args: { error: 'Usage are required', touched: true } };
