import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router';
import { PublicLayout } from './PublicLayout.js';

const card = (
  <>
    <h1>Log in to your account</h1>
    <p>The signed-out pages put their form in this card.</p>
  </>
);

/** The public wrapper of the signed-out pages: rotating background, logo, card and the sign-up footer. */
const meta = {
  title: 'App/SignedOut/PublicLayout',
  component: PublicLayout,
  decorators: [
    (Story) => (
      <MemoryRouter initialEntries={['/login?utm_source=story']}>
        <Story />
      </MemoryRouter>
    ),
  ],
  parameters: { layout: 'fullscreen' },
  args: { children: card },
} satisfies Meta<typeof PublicLayout>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Logo and card, no footer. */
export const Default: Story = {};
/** "Don't have an account? Sign up" under the card (the link keeps the query). */
export const SignupFooter: Story = { args: { footer: 'signup' } };
/** Without the logo. */
export const NoLogo: Story = { args: { logo: false } };
/** Under 840 px the narrow layout applies. */
export const Narrow: Story = { args: { footer: 'signup' }, globals: { viewport: { value: '375-812', isRotated: false } } };
