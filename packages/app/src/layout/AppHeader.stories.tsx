import type { Meta, StoryObj } from '@storybook/react-vite';
import { storyPosition } from '../session/storyFakes.js';
import { withSignedInStory } from '../session/withSignedInStory.js';
import { AppHeader } from './AppHeader.js';
import './layout.css';

/** The signed-in header: product name, Contracts / Templates and the account menu (the story session is faked in the store). */
const meta = {
  title: 'App/Shell/AppHeader',
  component: AppHeader,
  decorators: [withSignedInStory],
  parameters: { layout: 'fullscreen', url: '/contracts' },
} satisfies Meta<typeof AppHeader>;
export default meta;

type Story = StoryObj<typeof meta>;

/** On the contracts list: Contracts is current. */
export const Contracts: Story = {};
/** In a workspace's templates: Templates is current. */
export const Templates: Story = { parameters: { url: '/c/1/templates' } };
/** The account menu open. */
export const MenuOpen: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Demo User/ }));
  },
};
/** A long name: the initials and the name, cut with an ellipsis where needed. */
export const LongName: Story = {
  parameters: { position: storyPosition({ fullname: 'Maximiliana Alexandra von Oppenheimer-Wittgenstein' }) },
};
/** At 375 px the name collapses to its initials and the navigation stays on one line. */
export const Narrow: Story = { globals: { viewport: { value: '375-812', isRotated: false } } };
