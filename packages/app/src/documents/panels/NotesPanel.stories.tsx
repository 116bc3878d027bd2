import type { Meta, StoryObj } from '@storybook/react-vite';
import { failingFetch, pendingFetch } from '../storyFetch.js';
import { withDocumentStory } from '../withDocumentStory.js';
import { NotesPanel } from './NotesPanel.js';
import './panels.css';
import { storyPanelsServer } from './storyPanelsServer.js';

/** The agreement's internal notes (newest first, Load more): add, edit, delete after a confirm. */
const meta = {
  title: 'App/Documents/Panels/NotesPanel',
  component: NotesPanel,
  args: { agreementId: 5, onCountChange: () => undefined },
  decorators: [(Story) => <div style={{ maxWidth: 'var(--ink-sidebar-width)' }}><Story /></div>],
} satisfies Meta<typeof NotesPanel>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Two notes by colleagues. */
export const Filled: Story = { decorators: [withDocumentStory(storyPanelsServer(true).fetch)] };
/** No notes yet: the empty text and Add note. */
export const Empty: Story = { decorators: [withDocumentStory(storyPanelsServer(false).fetch)] };
export const Loading: Story = { decorators: [withDocumentStory(pendingFetch)] };
/** The first load failed: the §8 text and Try again. */
export const LoadFailed: Story = { decorators: [withDocumentStory(failingFetch(500, 'INTERNAL_SERVER_ERROR'))] };
/** At a phone's width. */
export const Narrow: Story = { decorators: [withDocumentStory(storyPanelsServer(true).fetch), (Story) => <div style={{ maxWidth: 343 }}><Story /></div>] };
