import type { Meta, StoryObj } from '@storybook/react-vite';
import { WorkspaceSwitcher } from './WorkspaceSwitcher.js';
import { withDashboardStory } from './withDashboardStory.js';

const workspaces = [
  { id: 1, name: 'Contracts', virtual: false, acl: { 'collection:acl:update': true } },
  { id: 2, name: 'Partners', virtual: false, acl: { 'collection:acl:update': false } },
  { id: 0, name: 'Shared with me', virtual: true },
];

/** The workspace select with its options menu (New, Rename, Delete workspace). */
const meta = {
  title: 'App/Dashboard/WorkspaceSwitcher',
  component: WorkspaceSwitcher,
  decorators: [withDashboardStory],
  args: {
    workspaces,
    currentId: 1,
    onSelect: () => {},
    canManage: true,
    onCreate: async (name: string) => ({ id: 3, name, virtual: false }),
    onRename: async (): Promise<unknown> => undefined,
    onDelete: async (): Promise<unknown> => undefined,
  },
} satisfies Meta<typeof WorkspaceSwitcher>;
export default meta;

type Story = StoryObj<typeof meta>;

/** An account admin: every option. */
export const Admin: Story = {};
/** A member without collection:acl:update on the workspace: no options menu. */
export const Member: Story = { args: { canManage: false, currentId: 2 } };
/** Shared with me: only New workspace (the virtual workspace is never renamed or deleted). */
export const SharedWithMe: Story = { args: { currentId: 0 } };
/** The server refuses to delete a workspace that still holds contracts: the dialog shows why. */
export const DeleteRefused: Story = {
  args: { onDelete: () => Promise.reject(new Error('This workspace still holds contracts or templates')) },
};
