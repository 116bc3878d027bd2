import type { Meta, StoryObj } from '@storybook/react-vite';
import { within } from 'storybook/test';
import { serveForStory, storyError } from '../session/storyFakes.js';
import { MoveDialog } from './MoveDialog.js';
import { storyContract } from './storyAgreements.js';
import { withDashboardStory } from './withDashboardStory.js';

const folders = {
  collection: [
    { id: 3, collection_id: 1, parent_id: null, name: 'Sales' },
    { id: 4, collection_id: 1, parent_id: 3, name: 'Leases' },
    { id: 5, collection_id: 1, parent_id: null, name: 'HR' },
  ],
};
const routes = {
  'GET /api/collections/1/folders/': { body: folders },
  'GET /api/collections/2/folders/': { body: { collection: [] } },
  'POST /api/agreements/12/move': { body: { id: 12, collection_id: 1, folder_id: 4 } },
};

/** Move a contract to another workspace or folder; the story answers the folders and the move. */
const meta = {
  title: 'App/Dashboard/MoveDialog',
  component: MoveDialog,
  decorators: [withDashboardStory],
  args: {
    agreement: storyContract,
    workspaces: [
      { id: 1, name: 'Sales', virtual: false },
      { id: 2, name: 'Legal', virtual: false },
      { id: 0, name: 'Shared with me', virtual: true },
    ],
    onMoved: () => undefined,
    onClose: () => undefined,
  },
  beforeEach: () => serveForStory(routes),
} satisfies Meta<typeof MoveDialog>;
export default meta;

type Story = StoryObj<typeof meta>;

/** The contract's workspace and folder preselected; folders shown with their paths. */
export const Open: Story = {};
/** A workspace without folders: only "No folder". */
export const WorkspaceWithoutFolders: Story = {
  play: async ({ canvasElement, userEvent }) => {
    await userEvent.selectOptions(within(canvasElement.ownerDocument.body).getByLabelText('Workspace'), '2');
  },
};
/** Moving: the button waits. */
export const Moving: Story = {
  beforeEach: () => serveForStory({ ...routes, 'POST /api/agreements/12/move': { never: true } }),
  play: async ({ canvasElement, userEvent }) => {
    await userEvent.click(within(canvasElement.ownerDocument.body).getByRole('button', { name: 'Move' }));
  },
};
/** Not allowed to move it (403 99). */
export const Refused: Story = {
  beforeEach: () => serveForStory({ ...routes, 'POST /api/agreements/12/move': storyError(403, 99, 'Access denied') }),
  play: Moving.play,
};
export const Narrow: Story = { globals: { viewport: { value: '375-812', isRotated: false } } };
