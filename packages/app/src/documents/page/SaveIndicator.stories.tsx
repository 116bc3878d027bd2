import type { Meta, StoryObj } from '@storybook/react-vite';
import '../documentPage.css';
import { SaveError, SaveIndicator } from './SaveIndicator.js';

/** The autosave state in words (a polite live region); after a stale save, "Review" resolves it. */
const meta = {
  title: 'App/Documents/Page/SaveIndicator',
  component: SaveIndicator,
  args: { status: 'saved' },
} satisfies Meta<typeof SaveIndicator>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Nothing changed since the page opened: reads as saved. */
export const Idle: Story = { args: { status: 'idle' } };
/** An edit waits for the autosave delay. */
export const Pending: Story = { args: { status: 'pending' } };
export const Saving: Story = { args: { status: 'saving' } };
export const Saved: Story = {};
/** The save failed: "Not saved", with the reason below (§8 text). */
export const NotSaved: Story = {
  args: { status: 'error' },
  render: (args) => (
    <div>
      <SaveIndicator {...args} />
      <SaveError status="error" error={new TypeError('Failed to fetch')} />
    </div>
  ),
};
/** A stale save (4002): "Not saved" with a button to review the other change. */
export const Conflict: Story = { args: { status: 'conflict', onResolve: () => undefined } };
