import { ApiError, ApiErrorCode } from '@inkflow/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { within } from 'storybook/test';
import { ConfirmDialog } from './ConfirmDialog.js';
import { withDashboardStory } from './withDashboardStory.js';

const noop = () => undefined;

/** Asks before a destructive action; a refused action shows its §8 message in the dialog. */
const meta = {
  title: 'App/Dashboard/ConfirmDialog',
  component: ConfirmDialog,
  decorators: [withDashboardStory],
  args: {
    title: 'Delete folder',
    text: 'Delete the folder Sales and its subfolders? Their contracts stay, without a folder.',
    confirmLabel: 'Delete',
    onConfirm: async (): Promise<unknown> => undefined,
    onDone: noop,
    onClose: noop,
  },
} satisfies Meta<typeof ConfirmDialog>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Open: Story = {};
/** Empty trash of a workspace. */
export const EmptyTrash: Story = { args: { title: 'Empty trash', text: 'Delete the 14 contracts in the trash of Sales permanently? This cannot be undone.', confirmLabel: 'Empty trash' } };
/** Confirmed and running: the button waits. */
export const Busy: Story = {
  args: { onConfirm: () => new Promise(() => undefined) },
  play: async ({ canvasElement, userEvent }) => {
    await userEvent.click(within(canvasElement.ownerDocument.body).getByRole('button', { name: 'Delete' }));
  },
};
/** The action was refused (403 99). */
export const Refused: Story = {
  args: { onConfirm: () => Promise.reject(new ApiError(403, { status_code: 403, api_error_code: ApiErrorCode.AccessDenied, message: 'Access denied' })) },
  play: Busy.play,
};
export const Narrow: Story = { globals: { viewport: { value: '375-812', isRotated: false } } };
