import type { Meta, StoryObj } from '@storybook/react-vite';
import { serveForStory, storyError } from '../../session/storyFakes.js';
import { withSignedOutStory } from '../withSignedOutStory.js';
import { RecoverRequestForm } from './RecoverRequestForm.js';

/** The password recovery request of §2 Reset password; the story answers POST /positions/forgot_password. */
const meta = {
  title: 'App/SignedOut/Recover/RecoverRequestForm',
  component: RecoverRequestForm,
  decorators: [withSignedOutStory],
  parameters: { url: '/recover-account' },
  beforeEach: () => serveForStory({ 'POST /api/positions/forgot_password': { status: 204 } }),
} satisfies Meta<typeof RecoverRequestForm>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
/** The email carried from the login page. */
export const FromLogin: Story = { args: { initialEmail: 'ada@example.com' } };
/** A bad email carried over: the error shows at once. */
export const InvalidEmail: Story = { args: { initialEmail: 'ada@' } };
/** Sent: "Email sent" with the address and the spam-folder hint. */
export const Sent: Story = {
  args: { initialEmail: 'ada@example.com' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Send recovery email' }));
  },
};
/** While the request runs the button is disabled. */
export const Sending: Story = {
  args: { initialEmail: 'ada@example.com' },
  beforeEach: () => serveForStory({ 'POST /api/positions/forgot_password': { never: true } }),
  play: Sent.play,
};
/** Too many requests (429): the server's rate-limit message. */
export const RateLimited: Story = {
  args: { initialEmail: 'ada@example.com' },
  beforeEach: () => serveForStory({ 'POST /api/positions/forgot_password': storyError(429, 429, 'Too many requests, please try again in a few minutes.') }),
  play: Sent.play,
};
export const Narrow: Story = { args: { initialEmail: 'ada@example.com' }, globals: { viewport: { value: '375-812', isRotated: false } } };
