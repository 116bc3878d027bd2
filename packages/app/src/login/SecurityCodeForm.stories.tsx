import type { Meta, StoryObj } from '@storybook/react-vite';
import { withSignedOutStory } from '../signedOut/withSignedOutStory.js';
import { SecurityCodeForm } from './SecurityCodeForm.js';

const noop = () => undefined;

/** The security-code step of §2 Login, with the 30 s Resend countdown. */
const meta = {
  title: 'App/Login/SecurityCodeForm',
  component: SecurityCodeForm,
  decorators: [withSignedOutStory],
  args: { channel: 'd***@inkflow.test', hasCode: true, onSubmit: noop, onResend: noop, onCancel: noop },
} satisfies Meta<typeof SecurityCodeForm>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Empty: Authenticate is disabled, Resend counts down. */
export const Empty: Story = {};
/** A code typed: Authenticate is enabled. */
export const Filled: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByLabelText('Security code'), '482913');
  },
};
/** The server refused the code (1008). */
export const WrongCode: Story = { args: { error: 'Invalid security code' } };
export const Busy: Story = { args: { busy: true } };
/** Sent by text message to a masked phone number. */
export const Sms: Story = { args: { channel: '+46 70*** ** 67' } };
export const Narrow: Story = { globals: { viewport: { value: '375-812', isRotated: false } } };
