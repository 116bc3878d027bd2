import { ApiErrorCode } from '@inkflow/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { serveForStory, storyError, storyPositionId } from '../../session/storyFakes.js';
import { withSignedInStory } from '../../session/withSignedInStory.js';
import '../../settings/settings.css';
import { ChangeEmailRequestPage } from './ChangeEmailRequestPage.js';

const request = `POST /api/positions/${storyPositionId}/change_email`;


/** `/settings/email`: request a change of email with the password; the story answers the request. */
const meta = {
  title: 'App/Settings/ChangeEmailRequestPage',
  component: ChangeEmailRequestPage,
  decorators: [withSignedInStory],
  parameters: { url: '/settings/email' },
  beforeEach: () => serveForStory({ [request]: { status: 204 } }),
} satisfies Meta<typeof ChangeEmailRequestPage>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Types a new address and the password, then sends. */
const fill: Story['play'] = async ({ canvas, userEvent }) => {
  await userEvent.type(canvas.getByLabelText('New email address'), 'ada.new@example.com');
  await userEvent.type(canvas.getByLabelText('Password'), 'correct-horse-battery');
  await userEvent.click(canvas.getByRole('button', { name: 'Send confirmation link' }));
};

export const Empty: Story = {};
/** Sent with nothing typed: both fields say what is missing. */
export const Invalid: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Send confirmation link' }));
  },
};
/** Sent: the notice names the new address and the form is empty again. */
export const Sent: Story = { play: fill };
/** While the request runs the button is disabled. */
export const Sending: Story = { beforeEach: () => serveForStory({ [request]: { never: true } }), play: fill };
/** Wrong password (1013). */
export const WrongPassword: Story = {
  beforeEach: () => serveForStory({ [request]: storyError(401, ApiErrorCode.InvalidPassword, 'Invalid password') }),
  play: fill,
};
export const Narrow: Story = { globals: { viewport: { value: '375-812', isRotated: false } } };
