import type { Meta, StoryObj } from '@storybook/react-vite';
import { SearchBox } from './SearchBox.js';
import { withDashboardStory } from './withDashboardStory.js';

/** The list's search field; the search runs 300 ms after the last keystroke. */
const meta = {
  title: 'App/Dashboard/SearchBox',
  component: SearchBox,
  decorators: [withDashboardStory],
  args: { value: '', label: 'Search contracts', placeholder: 'Name, participant or company', onSearch: () => undefined },
} satisfies Meta<typeof SearchBox>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
/** A search already applied (from the URL). */
export const Applied: Story = { args: { value: 'lease' } };
/** Typing: the text shows at once. */
export const Typing: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByLabelText('Search contracts'), 'bicycle');
  },
};
