import type { Meta, StoryObj } from '@storybook/react-vite';
import { ErrorScreen } from '@inkflow/ui';

/** The error screens of spec §2. */
const meta = {
  title: 'UI/ErrorScreen',
  component: ErrorScreen,
  args: { status: 404, supportEmail: 'support@example.test', supportPhone: '+46 8 000 00 00', signupHref: '#signup' },
} satisfies Meta<typeof ErrorScreen>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Forbidden: Story = { args: { status: 403 } };
export const NotFound: Story = {};
export const NotFoundLoggedIn: Story = { args: { loggedIn: true } };
export const LoginFailed: Story = { args: { status: 502, context: 'login' } };
export const ServerUnreachable: Story = { args: { status: 502 } };
export const DocumentUnreachable: Story = { args: { status: 502, context: 'document', loggedIn: true } };
export const LinkExpired: Story = { args: { status: 403, code: 'GUEST_LINK_EXPIRED', sender: { name: 'Olga Owner', email: 'olga@example.test' } } };
export const LinkExpiredUnknownSender: Story = { args: { status: 403, code: 'GUEST_LINK_EXPIRED' } };
export const Generic: Story = { args: { status: 500 } };
export const DocumentLocked: Story = { args: { status: 403, code: 4999 } };
export const LoadFailure: Story = { args: { status: 0, loadFailure: true, onReload: () => {} } };
