import type { Meta, StoryObj } from '@storybook/react-vite';
import { fakeAccountRoutes, fakeAccountState } from '../members/fakeAccountServer.js';
import { serveForStory } from '../session/storyFakes.js';
import { withSignedInStory } from '../session/withSignedInStory.js';
import { GroupsPage } from './GroupsPage.js';

/** `/settings/groups`: groups with their members (an in-memory account server). */
const meta = {
  title: 'App/Settings/GroupsPage',
  component: GroupsPage,
  decorators: [withSignedInStory],
  parameters: { url: '/settings/groups' },
  beforeEach: () => serveForStory(fakeAccountRoutes(fakeAccountState())),
} satisfies Meta<typeof GroupsPage>;
export default meta;

type Story = StoryObj<typeof meta>;

/** One group, Sales, with one member. */
export const Default: Story = {};
/** No groups yet: the group-members empty state. */
export const Empty: Story = { beforeEach: () => serveForStory(fakeAccountRoutes(fakeAccountState({ groups: [] }))) };
export const Narrow: Story = { globals: { viewport: { value: '375-812', isRotated: false } } };
