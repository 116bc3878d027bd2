import type { Meta, StoryObj } from '@storybook/react-vite';
import { Menu } from './Menu.js';

const noop = () => {};
const trigger = (
  <button type="button" className="button">
    Actions
  </button>
);

/** The dropdown of actions (§9: at most 200 px tall, upward when < 300 px below, "No results found" when empty). */
const meta = {
  title: 'Design/Menu',
  component: Menu,
  args: {
    trigger,
    items: [
      { label: 'Rename', onSelect: noop },
      { label: 'Duplicate', onSelect: noop },
      { label: 'Move to folder', onSelect: noop, disabled: true },
      { label: 'Delete', onSelect: noop, danger: true },
    ],
  },
} satisfies Meta<typeof Menu>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Actions: Story = {};

export const Empty: Story = { args: { items: [] } };

/** Twelve entries: the menu stops at 200 px and scrolls. */
export const Long: Story = { args: { items: Array.from({ length: 12 }, (_, i) => ({ label: `Folder ${i + 1}`, onSelect: noop })) } };

/** Near the bottom of the window the menu opens upward. */
export const NearTheBottom: Story = {
  decorators: [
    (Story) => (
      <div style={{ minHeight: '90vh', display: 'flex', alignItems: 'flex-end' }}>
        <Story />
      </div>
    ),
  ],
};

export const AlignedToStart: Story = { args: { align: 'start' } };
