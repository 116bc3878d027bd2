import { ApiErrorCode } from '@inkflow/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { serveForStory, storyError } from '../../session/storyFakes.js';
import { storyCaptchaChallenge } from '../storyCaptcha.js';
import { withSignedOutStory } from '../withSignedOutStory.js';
import { SignupStartForm } from './SignupStartForm.js';

/**
 * The trial sign-up start (§2 Sign-up start): Email, the captcha and Sign up. The story serves a
 * solvable captcha challenge and answers POST /positions/signup, so ticking the captcha and
 * submitting reaches "Thank you for signing up".
 */
const meta = {
  title: 'App/SignedOut/Signup/SignupStartForm',
  component: SignupStartForm,
  decorators: [withSignedOutStory],
  parameters: { url: '/signup' },
  beforeEach: () => serveForStory({ 'GET /api/captcha/challenge': storyCaptchaChallenge, 'POST /api/positions/signup': { status: 204 } }),
} satisfies Meta<typeof SignupStartForm>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Pristine: Sign up is disabled; the footer links to Log in. */
export const Empty: Story = {};
/** An email typed; Sign up waits for the captcha. */
export const Filled: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByLabelText('Email'), 'ada@example.com');
  },
};
/** A bad email, touched: "Email address is invalid". */
export const InvalidEmail: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByLabelText('Email'), 'ada@');
    await userEvent.tab();
  },
};
/** Opened with a notice from the page (an invalid sign-up key, §8). */
export const WithNotice: Story = { args: { notice: 'The sign-up link is invalid or has expired.' } };
/** Opened from the marketing website (`origin=website`): Back to website instead of Log in. */
export const FromWebsite: Story = { parameters: { url: '/signup?origin=website&utm_source=ads' } };
/** The server refuses the captcha (1012) once the form is sent: the error shows and the captcha resets. */
export const CaptchaRefused: Story = {
  beforeEach: () =>
    serveForStory({
      'GET /api/captcha/challenge': storyCaptchaChallenge,
      'POST /api/positions/signup': storyError(400, ApiErrorCode.InvalidCaptcha, 'Invalid captcha'),
    }),
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByLabelText('Email'), 'ada@example.com');
  },
};
export const Narrow: Story = { globals: { viewport: { value: '375-812', isRotated: false } } };
