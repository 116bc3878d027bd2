import type { Meta, StoryObj } from '@storybook/react-vite';
import { withSignedOutStory } from '../withSignedOutStory.js';
import { InviteForm } from './InviteForm.js';

/** The invite variant of Complete registration (§2): only Password and Sign up. */
const meta = {
  title: 'App/SignedOut/Signup/InviteForm',
  component: InviteForm,
  decorators: [withSignedOutStory],
  args: { email: 'ada@example.com', company: 'Demo Ltd', onSubmit: () => undefined },
} satisfies Meta<typeof InviteForm>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Empty password: Sign up is disabled. */
export const Empty: Story = {};
/** A password of 12 characters or more: Sign up is enabled. */
export const Filled: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByLabelText('Password'), 'correct-horse-battery');
  },
};
/** Too short and touched: the §5 minimum-length message. */
export const TooShort: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByLabelText('Password'), 'short');
    await userEvent.tab();
  },
};
/** Submitting. */
export const Busy: Story = { args: { busy: true } };
/** The server refused the registration. */
export const Failed: Story = { args: { error: 'This invitation has already been used.' } };
/** A long email and company name on a phone. */
export const Narrow: Story = {
  args: { email: 'firstname.lastname.with.a.long.address@subsidiary.example.com', company: 'International Contracting and Procurement Services Ltd' },
  globals: { viewport: { value: '375-812', isRotated: false } },
};
