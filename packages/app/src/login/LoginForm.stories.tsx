import type { Meta, StoryObj } from '@storybook/react-vite';
import { LoginForm } from './LoginForm.js';

const noop = () => {};

/** The two-step login form of spec §2 Login. */
const meta = {
  title: 'App/LoginForm',
  component: LoginForm,
  args: { step: 'email', email: '', onContinue: noop, onLogin: noop, onBack: noop },
} satisfies Meta<typeof LoginForm>;
export default meta;

type Story = StoryObj<typeof meta>;

export const EmailStep: Story = {};

export const PasswordStep: Story = { args: { step: 'password', email: 'demo@inkflow.test' } };

export const WrongPassword: Story = {
  args: { step: 'password', email: 'demo@inkflow.test', error: 'Invalid email/password, Please try again' },
};

export const Busy: Story = { args: { step: 'password', email: 'demo@inkflow.test', busy: true } };
