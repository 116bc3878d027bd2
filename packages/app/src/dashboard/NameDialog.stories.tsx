import { ApiError } from '@inkflow/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { within } from 'storybook/test';
import { NameDialog } from './NameDialog.js';
import { withDashboardStory } from './withDashboardStory.js';

/** Asks for one name (1-100 characters), e.g. New workspace or Rename. */
const meta = {
  title: 'App/Dashboard/NameDialog',
  component: NameDialog,
  decorators: [withDashboardStory],
  args: {
    title: 'New workspace',
    label: 'Workspace name',
    text: 'A workspace keeps its own contracts, templates and folders.',
    submitLabel: 'Create workspace',
    cancelLabel: 'Cancel',
    onSubmit: async (): Promise<unknown> => undefined,
    onClose: () => undefined,
  },
} satisfies Meta<typeof NameDialog>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Empty: the submit button is disabled. */
export const Empty: Story = {};
/** Rename: the current name filled in. */
export const Rename: Story = { args: { title: 'Rename', label: 'Name', text: undefined, initialName: 'Lease of the red bicycle', submitLabel: 'Save name' } };
/** Submitted and running. */
export const Busy: Story = {
  args: { initialName: 'Nordic sales', onSubmit: () => new Promise(() => undefined) },
  play: async ({ canvasElement, userEvent }) => {
    await userEvent.click(within(canvasElement.ownerDocument.body).getByRole('button', { name: 'Create workspace' }));
  },
};
/** The server refused the name. */
export const Refused: Story = {
  args: { initialName: 'Nordic sales', onSubmit: () => Promise.reject(new ApiError(400, { status_code: 400, api_error_code: 'BAD_REQUEST', message: 'A workspace with this name already exists' })) },
  play: Busy.play,
};
export const Narrow: Story = { globals: { viewport: { value: '375-812', isRotated: false } } };
