import type { Meta, StoryObj } from '@storybook/react-vite';
import { fakeAccountRoutes, fakeAccountState } from '../members/fakeAccountServer.js';
import { serveForStory } from '../session/storyFakes.js';
import { withSignedInStory } from '../session/withSignedInStory.js';
import { ShareDialog } from './ShareDialog.js';

const shared = () =>
  fakeAccountState({
    bindings: [
      { id: 1, resource_type: 'collection', resource_id: 1, actor_type: 'group', actor_id: 21, role_id: 2, actor_name: 'Sales', actor_email: null, role_name: 'Editor' },
      { id: 2, resource_type: 'collection', resource_id: 1, actor_type: 'position', actor_id: 11, role_id: 1, actor_name: 'Ada Lovelace', actor_email: 'ada@inkflow.test', role_name: 'Viewer' },
    ],
  });

/** The Share dialog of a workspace or a contract (an in-memory account server). */
const meta = {
  title: 'App/Sharing/ShareDialog',
  component: ShareDialog,
  decorators: [withSignedInStory],
  args: { resource: { type: 'collection', id: 1, name: 'Sales' }, onClose: () => undefined },
  beforeEach: () => serveForStory(fakeAccountRoutes(shared())),
} satisfies Meta<typeof ShareDialog>;
export default meta;

type Story = StoryObj<typeof meta>;

/** A workspace shared with a group and a person. */
export const Workspace: Story = {};
/** A contract nobody has been given yet. */
export const Contract: Story = {
  args: { resource: { type: 'agreement', id: 40, name: 'NDA Acme' } },
  beforeEach: () => serveForStory(fakeAccountRoutes(fakeAccountState())),
};
export const Narrow: Story = { globals: { viewport: { value: '375-812', isRotated: false } } };
