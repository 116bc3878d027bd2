import { ApiErrorCode } from '@inkflow/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { serveForStory, storyError } from '../../session/storyFakes.js';
import { withSignedOutStory } from '../withSignedOutStory.js';
import { NewPasswordForm } from './NewPasswordForm.js';

const reset = 'POST /api/positions/forgot_password/story-token';

/** The new-password form of §2 Reset password; the story answers POST /positions/forgot_password/{token}. */
const meta = {
  title: 'App/SignedOut/Recover/NewPasswordForm',
  component: NewPasswordForm,
  decorators: [withSignedOutStory],
  parameters: { url: '/recover-account/story-token' },
  args: { token: 'story-token' },
  beforeEach: () => serveForStory({ [reset]: { status: 204 } }),
} satisfies Meta<typeof NewPasswordForm>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
/** Both fields filled and matching. */
export const Filled: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByLabelText('New password'), 'correct-horse-battery');
    await userEvent.type(canvas.getByLabelText('Confirm new password'), 'correct-horse-battery');
  },
};
/** Too short and not matching: both §5 messages. */
export const Invalid: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByLabelText('New password'), 'short');
    await userEvent.type(canvas.getByLabelText('Confirm new password'), 'shorter');
    await userEvent.tab();
  },
};
/** Submitting (the request does not answer): Confirm is disabled. */
export const Saving: Story = {
  beforeEach: () => serveForStory({ [reset]: { never: true } }),
  play: async (context) => {
    await Filled.play?.(context);
    await context.userEvent.click(context.canvas.getByRole('button', { name: 'Confirm' }));
  },
};
/** The same as the previous password (1011): the message on the form. */
export const SamePassword: Story = {
  beforeEach: () => serveForStory({ [reset]: storyError(400, ApiErrorCode.SamePassword, 'The new password must differ from the previous one') }),
  play: Saving.play,
};
export const Narrow: Story = { globals: { viewport: { value: '375-812', isRotated: false } } };
