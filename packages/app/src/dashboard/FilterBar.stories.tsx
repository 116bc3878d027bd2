import type { Meta, StoryObj } from '@storybook/react-vite';
import { FilterBar } from './FilterBar.js';
import { defaultFilters } from './listQuery.js';
import { withDashboardStory } from './withDashboardStory.js';

const noop = () => {};

/** The list's filter bar: search, sort, tag chips, More filters and Clear filters. */
const meta = {
  title: 'App/Dashboard/FilterBar',
  component: FilterBar,
  decorators: [withDashboardStory],
  args: {
    filters: defaultFilters,
    tags: [
      { id: 1, name: 'Urgent' },
      { id: 2, name: 'VIP' },
    ],
    view: 'contracts',
    onChange: noop,
    onClear: noop,
  },
} satisfies Meta<typeof FilterBar>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Unfiltered: Story = {};
export const Filtered: Story = { args: { filters: { ...defaultFilters, q: 'lease', tagIds: [1, 2], tagOperator: 'and', states: [4], dateField: 'created', from: '2026-01-01' } } };
