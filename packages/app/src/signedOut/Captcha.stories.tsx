import type { Meta, StoryObj } from '@storybook/react-vite';
import { serveForStory, storyError } from '../session/storyFakes.js';
import { Captcha } from './Captcha.js';
import { storyCaptchaChallenge } from './storyCaptcha.js';
import { withSignedOutStory } from './withSignedOutStory.js';

/**
 * The ALTCHA captcha of §2 Login and Sign-up start. The story answers the challenge request with
 * a real proof-of-work challenge made in the browser, so ticking the box solves it.
 */
const meta = {
  title: 'App/SignedOut/Captcha',
  component: Captcha,
  decorators: [withSignedOutStory],
  args: { onChange: () => undefined },
  beforeEach: () => serveForStory({ 'GET /api/captcha/challenge': storyCaptchaChallenge }),
} satisfies Meta<typeof Captcha>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Not solved yet: "I'm not a robot". Ticking it solves the challenge. */
export const Unsolved: Story = {};
/** The challenge could not be loaded (server error): the widget's error state once ticked. */
export const ChallengeFails: Story = {
  beforeEach: () => serveForStory({ 'GET /api/captcha/challenge': storyError(500, 500, 'Server error') }),
};
