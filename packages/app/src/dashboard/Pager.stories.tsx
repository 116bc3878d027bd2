import type { Meta, StoryObj } from '@storybook/react-vite';
import { Pager } from './Pager.js';
import { withDashboardStory } from './withDashboardStory.js';

/** Previous/next paging under a list; nothing when everything fits on one page. */
const meta = {
  title: 'App/Dashboard/Pager',
  component: Pager,
  decorators: [withDashboardStory],
  args: { page: 0, count: 120, pageSize: 50, onPage: () => undefined },
} satisfies Meta<typeof Pager>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Page 1 of 3: Previous is disabled. */
export const FirstPage: Story = {};
export const MiddlePage: Story = { args: { page: 1 } };
/** The last page: Next is disabled. */
export const LastPage: Story = { args: { page: 2 } };
/** One page only: the pager is not shown. */
export const SinglePage: Story = { args: { count: 12 } };
export const Narrow: Story = { args: { page: 1 }, globals: { viewport: { value: '375-812', isRotated: false } } };
