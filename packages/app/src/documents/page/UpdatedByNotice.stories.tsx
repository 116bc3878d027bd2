import type { Meta, StoryObj } from '@storybook/react-vite';
import '../documentPage.css';
import { SuggestingToggle } from './SuggestingToggle.js';
import { UpdatedByNotice } from './UpdatedByNotice.js';

const merged = { content: { name: 'Lease', boxes: [], data: [] }, conflicts: [], otherConflict: false };

/** "Updated by {name}" with Reload (§4 Saving): someone else saved the draft while this page has unsaved edits. */
const meta = {
  title: 'App/Documents/Page/UpdatedByNotice',
  component: UpdatedByNotice,
  args: {
    notice: { byName: 'Bob Builder', checksum: 'v2' },
    onReload: () => new Promise((resolve) => setTimeout(() => resolve(merged), 600)),
    onDismiss: () => undefined,
  },
} satisfies Meta<typeof UpdatedByNotice>;
export default meta;

type Story = StoryObj<typeof meta>;

export const UpdatedBy: Story = {};
/** The push named nobody (a system change). */
export const UpdatedBySomeone: Story = { args: { notice: { byName: null, checksum: 'v2' } } };
/** Reload failed (offline): the notice stays and says so. */
export const ReloadFails: Story = { args: { onReload: () => Promise.reject(new TypeError('Failed to fetch')) } };
/** The header's "Suggesting" toggle, pressed. */
export const SuggestingOn: Story = { render: () => <SuggestingToggle pressed onToggle={() => undefined} /> };
