import type { Meta, StoryObj } from '@storybook/react-vite';
import { within } from 'storybook/test';
import { serveForStory, storyError } from '../session/storyFakes.js';
import { storyTemplates } from './storyAgreements.js';
import { TemplateLibraryDialog } from './TemplateLibraryDialog.js';
import { withDashboardStory } from './withDashboardStory.js';

/** Answers GET /agreements/ with the templates whose name holds `q`, like the server's search. */
const list = ({ query }: { query: URLSearchParams }) => {
  const q = (query.get('q') ?? '').toLowerCase();
  const collection = storyTemplates.filter((t) => t.name.toLowerCase().includes(q));
  return { body: { collection, count: collection.length } };
};

/** The workspace's templates, searchable, each with Use template; the story answers the list. */
const meta = {
  title: 'App/Dashboard/TemplateLibraryDialog',
  component: TemplateLibraryDialog,
  decorators: [withDashboardStory],
  args: { workspaceId: 1, onUse: async (): Promise<unknown> => undefined, onClose: () => undefined },
  beforeEach: () => serveForStory({ 'GET /api/agreements/': list }),
} satisfies Meta<typeof TemplateLibraryDialog>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Templates: Story = {};
export const Loading: Story = { beforeEach: () => serveForStory({ 'GET /api/agreements/': { never: true } }) };
/** No templates in the workspace: the templates empty state. */
export const Empty: Story = { beforeEach: () => serveForStory({ 'GET /api/agreements/': { body: { collection: [], count: 0 } } }) };
/** A search narrows the list. */
export const Searched: Story = {
  play: async ({ canvasElement, userEvent }) => {
    await userEvent.type(within(canvasElement.ownerDocument.body).getByLabelText('Search templates'), 'nda');
  },
};
/** The list could not be loaded. */
export const LoadFailed: Story = { beforeEach: () => serveForStory({ 'GET /api/agreements/': storyError(500, 500, 'Server error') }) };
/** Creating from a template was refused: the message in the dialog. */
export const UseRefused: Story = {
  args: { onUse: () => Promise.reject(new Error('The template could not be copied.')) },
  play: async ({ canvasElement, userEvent }) => {
    await userEvent.click(await within(canvasElement.ownerDocument.body).findByRole('button', { name: 'Use template Mutual NDA' }));
  },
};
export const Narrow: Story = { globals: { viewport: { value: '375-812', isRotated: false } } };
