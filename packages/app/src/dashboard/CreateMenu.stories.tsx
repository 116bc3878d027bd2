import type { Meta, StoryObj } from '@storybook/react-vite';
import { within } from 'storybook/test';
import { serveForStory, storyError } from '../session/storyFakes.js';
import { CreateMenu } from './CreateMenu.js';
import { storyTemplates } from './storyAgreements.js';
import { withDashboardStory } from './withDashboardStory.js';

const routes = {
  'POST /api/agreements/': { body: { id: 40, name: 'Untitled template', state: 6, checksum: 'c1' } },
  'GET /api/agreements/': { body: { collection: storyTemplates, count: storyTemplates.length } },
};

/** New contract and "More ways to create" (template, from template, import, from PDF); the story answers the creation calls. */
const meta = {
  title: 'App/Dashboard/CreateMenu',
  component: CreateMenu,
  decorators: [withDashboardStory],
  args: { workspaceId: 1, folderId: null },
  beforeEach: () => serveForStory(routes),
} satisfies Meta<typeof CreateMenu>;
export default meta;

type Story = StoryObj<typeof meta>;

export const InWorkspace: Story = {};
/** No workspace (e.g. Shared with me): creation is off. */
export const NoWorkspace: Story = { args: { workspaceId: undefined } };
/** "More ways to create" open. */
export const MoreOpen: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'More ways to create' }));
  },
};
/** From template: the template library dialog. */
export const FromTemplate: Story = {
  play: async (context) => {
    await MoreOpen.play?.(context);
    await context.userEvent.click(await within(context.canvasElement.ownerDocument.body).findByRole('menuitem', { name: 'From template…' }));
  },
};
/** Creating a template was refused: the §8 message under the buttons. */
export const Refused: Story = {
  beforeEach: () => serveForStory({ ...routes, 'POST /api/agreements/': storyError(403, 99, 'Access denied') }),
  play: async (context) => {
    await MoreOpen.play?.(context);
    await context.userEvent.click(await within(context.canvasElement.ownerDocument.body).findByRole('menuitem', { name: 'New template' }));
  },
};
export const Narrow: Story = { globals: { viewport: { value: '375-812', isRotated: false } } };
