import type { Meta, StoryObj } from '@storybook/react-vite';
import { failingFetch, pendingFetch } from '../storyFetch.js';
import { withDocumentStory } from '../withDocumentStory.js';
import { LinksPanel } from './LinksPanel.js';
import './panels.css';
import { storyPanelsServer } from './storyPanelsServer.js';

/** Links to related agreements: search to add, open, remove. */
const meta = {
  title: 'App/Documents/Panels/LinksPanel',
  component: LinksPanel,
  args: { agreementId: 5, onCountChange: () => undefined },
  decorators: [(Story) => <div style={{ maxWidth: 'var(--ink-sidebar-width)' }}><Story /></div>],
} satisfies Meta<typeof LinksPanel>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Two linked agreements. */
export const Filled: Story = { decorators: [withDocumentStory(storyPanelsServer(true).fetch)] };
/** No links yet: the search to add one. */
export const Empty: Story = { decorators: [withDocumentStory(storyPanelsServer(false).fetch)] };
export const Loading: Story = { decorators: [withDocumentStory(pendingFetch)] };
/** The first load failed: the §8 text and Try again. */
export const LoadFailed: Story = { decorators: [withDocumentStory(failingFetch(500, 'INTERNAL_SERVER_ERROR'))] };
/** At a phone's width. */
export const Narrow: Story = { decorators: [withDocumentStory(storyPanelsServer(true).fetch), (Story) => <div style={{ maxWidth: 343 }}><Story /></div>] };
