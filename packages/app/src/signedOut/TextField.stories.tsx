import type { Meta, StoryObj } from '@storybook/react-vite';
import { TextField } from './TextField.js';
import { withSignedOutStory } from './withSignedOutStory.js';

/** A labelled input of the signed-out forms; its §5 error shows once the field is touched. */
const meta = {
  title: 'App/SignedOut/TextField',
  component: TextField,
  decorators: [withSignedOutStory],
  args: { label: 'Email', type: 'email', name: 'email', value: '', onChange: () => undefined },
} satisfies Meta<typeof TextField>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Filled: Story = { args: { value: 'ada@example.com' } };
/** An error that is not shown yet: the field was not touched. */
export const UntouchedError: Story = { args: { value: 'ada@', error: 'Email address is invalid' } };
/** Touched with a bad value: the translated §5 message under the field. */
export const Invalid: Story = { args: { value: 'ada@', error: 'Email address is invalid', touched: true } };
export const Required: Story = { args: { label: 'Name', name: 'fullname', type: 'text', error: 'Name is required', touched: true } };
export const PasswordTooShort: Story = {
  args: { label: 'Password', name: 'password', type: 'password', value: 'short', error: 'Password must contain at least 12 character(s)', touched: true },
};
export const Disabled: Story = { args: { value: 'ada@example.com', disabled: true } };
