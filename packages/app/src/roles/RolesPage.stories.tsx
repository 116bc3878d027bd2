import type { Meta, StoryObj } from '@storybook/react-vite';
import { fakeRoles } from '../members/fakeAccountServer.js';
import { serveForStory } from '../session/storyFakes.js';
import { withSignedInStory } from '../session/withSignedInStory.js';
import { RolesPage } from './RolesPage.js';

const roles = (list = fakeRoles) => serveForStory({ 'GET /api/roles/': { body: { collection: list, count: list.length } } });

/** `/settings/roles`: the read-only matrix of roles and permissions. */
const meta = {
  title: 'App/Settings/RolesPage',
  component: RolesPage,
  decorators: [withSignedInStory],
  parameters: { url: '/settings/roles' },
  beforeEach: () => roles(),
} satisfies Meta<typeof RolesPage>;
export default meta;

type Story = StoryObj<typeof meta>;

/** The built-in roles. */
export const Default: Story = {};
/** With an account's own role. */
export const WithAccountRole: Story = { beforeEach: () => roles([...fakeRoles, { id: 101, account_id: 3, name: 'Note taker', permissions: ['agreement:view', 'agreement:note:view', 'agreement:note:create'] }]) };
/** A phone: the matrix scrolls sideways inside its frame. */
export const Narrow: Story = { globals: { viewport: { value: '375-812', isRotated: false } } };
