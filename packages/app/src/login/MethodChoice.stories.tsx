import type { Meta, StoryObj } from '@storybook/react-vite';
import { withSignedOutStory } from '../signedOut/withSignedOutStory.js';
import { MethodChoice } from './MethodChoice.js';

const noop = () => undefined;

/** The method step of §2 Login: the product password or single sign-on, and Remember me. */
const meta = {
  title: 'App/Login/MethodChoice',
  component: MethodChoice,
  decorators: [withSignedOutStory],
  args: { product: 'Inkflow', persistent: false, onPersistentChange: noop, onPassword: noop, onSso: noop, onBack: noop },
} satisfies Meta<typeof MethodChoice>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const RememberMe: Story = { args: { persistent: true } };
export const Narrow: Story = { globals: { viewport: { value: '375-812', isRotated: false } } };
