import type { Meta, StoryObj } from '@storybook/react-vite';
import { ListSkeleton } from './ListSkeleton.js';
import { withDashboardStory } from './withDashboardStory.js';

/** The loading list (§4 loading). */
const meta = {
  title: 'App/Dashboard/ListSkeleton',
  component: ListSkeleton,
  decorators: [withDashboardStory],
  args: { label: 'Loading contracts…', rows: 5 },
} satisfies Meta<typeof ListSkeleton>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Loading: Story = {};
