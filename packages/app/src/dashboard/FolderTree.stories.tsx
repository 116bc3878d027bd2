import type { Meta, StoryObj } from '@storybook/react-vite';
import { FolderTree } from './FolderTree.js';
import { withDashboardStory } from './withDashboardStory.js';

const done = async () => {};

/** The workspace's folder tree with All contracts and No folder. */
const meta = {
  title: 'App/Dashboard/FolderTree',
  component: FolderTree,
  decorators: [withDashboardStory],
  args: {
    folders: [
      { id: 1, collection_id: 1, parent_id: null, name: 'Sales' },
      { id: 2, collection_id: 1, parent_id: 1, name: 'Leases' },
      { id: 3, collection_id: 1, parent_id: null, name: 'HR' },
    ],
    selected: null,
    includeSubfolders: false,
    onSelect: () => {},
    onIncludeSubfolders: () => {},
    onCreate: done,
    onRename: done,
    onDelete: done,
  },
} satisfies Meta<typeof FolderTree>;
export default meta;

type Story = StoryObj<typeof meta>;

export const AllContracts: Story = {};
export const FolderSelected: Story = { args: { selected: 1, includeSubfolders: true } };
