import type { Meta, StoryObj } from '@storybook/react-vite';
import { withSignedOutStory } from '../signedOut/withSignedOutStory.js';
import { LoginNotice } from './LoginNotice.js';

/** The login page's notices from its query: password changed (`code=b21`) and the SSO failures of §8. */
const meta = {
  title: 'App/Login/LoginNotice',
  component: LoginNotice,
  decorators: [withSignedOutStory],
  args: { code: null, error: null },
} satisfies Meta<typeof LoginNotice>;
export default meta;

type Story = StoryObj<typeof meta>;

export const PasswordChanged: Story = { args: { code: 'b21' } };
export const SsoExtensionDisabled: Story = { args: { error: 'extension-disabled' } };
export const SsoLoginDisabled: Story = { args: { error: 'login-disabled' } };
export const SsoInvalid: Story = { args: { error: 'sso-invalid' } };
export const SsoRuntimeProblems: Story = { args: { error: 'runtime-problems' } };
/** An unknown value shows nothing. */
export const Nothing: Story = { args: { error: 'something-else' } };
