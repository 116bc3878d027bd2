import type { Meta, StoryObj } from '@storybook/react-vite';
import { within } from 'storybook/test';
import { serveForStory, storyError } from '../session/storyFakes.js';
import { storyContract } from './storyAgreements.js';
import { TagsDialog } from './TagsDialog.js';
import { withDashboardStory } from './withDashboardStory.js';

const tags = [
  { id: 1, name: 'Urgent' },
  { id: 2, name: 'Renewal 2026' },
  { id: 3, name: 'Legal review' },
];
const routes = {
  'GET /api/agreements/12': { body: { id: 12, name: storyContract.name, tags: [tags[0]] } },
  'POST /api/agreements/12/tags/': { status: 204 },
  'DELETE /api/agreements/12/tags/1': { status: 204 },
  'POST /api/tags/': { body: { id: 9, name: 'Signed late' } },
};

/** The contract's tags as checkboxes and a new tag; each change is saved at once (the story answers it). */
const meta = {
  title: 'App/Dashboard/TagsDialog',
  component: TagsDialog,
  decorators: [withDashboardStory],
  args: { agreement: storyContract, tags, onTagCreated: () => undefined, onChanged: () => undefined, onClose: () => undefined },
  beforeEach: () => serveForStory(routes),
} satisfies Meta<typeof TagsDialog>;
export default meta;

type Story = StoryObj<typeof meta>;

/** One of three tags connected. */
export const Loaded: Story = {};
/** The contract's tags are still loading. */
export const Loading: Story = { beforeEach: () => serveForStory({ ...routes, 'GET /api/agreements/12': { never: true } }) };
/** The account has no tags yet. */
export const NoTags: Story = { args: { tags: [] } };
/** A new tag typed: Add tag is enabled. */
export const NewTag: Story = {
  play: async ({ canvasElement, userEvent }) => {
    await userEvent.type(await within(canvasElement.ownerDocument.body).findByLabelText('New tag'), 'Signed late');
  },
};
/** Connecting a tag was refused (403 99). */
export const Refused: Story = {
  beforeEach: () => serveForStory({ ...routes, 'POST /api/agreements/12/tags/': storyError(403, 99, 'Access denied') }),
  play: async ({ canvasElement, userEvent }) => {
    await userEvent.click(await within(canvasElement.ownerDocument.body).findByLabelText('Legal review'));
  },
};
export const Narrow: Story = { globals: { viewport: { value: '375-812', isRotated: false } } };
