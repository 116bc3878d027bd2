import type { Meta, StoryObj } from '@storybook/react-vite';
import { EmptyState } from './EmptyState.js';
import { withDashboardStory } from './withDashboardStory.js';

/** The dashboard's empty states (spec §2: illustrations for templates, trash, workspaces, filter results). */
const meta = {
  title: 'App/Dashboard/EmptyState',
  component: EmptyState,
  decorators: [withDashboardStory],
  args: { kind: 'contracts', title: 'No contracts yet', text: 'Create your first contract with New contract.' },
} satisfies Meta<typeof EmptyState>;
export default meta;

type Story = StoryObj<typeof meta>;

export const NoContracts: Story = {};
export const NoResults: Story = {
  args: { kind: 'filtered', title: 'No results for these filters', text: 'Try other words or fewer filters.', children: <button className="button">Clear filters</button> },
};
export const EmptyTrash: Story = { args: { kind: 'trash', title: 'The trash is empty', text: 'Deleted contracts stay here until you delete them permanently.' } };
export const NoTemplates: Story = { args: { kind: 'templates', title: 'No templates yet', text: 'A template is a starting point for new contracts.' } };
export const SharedWithMe: Story = { args: { kind: 'workspaces', title: 'Nothing shared with you yet', text: 'Contracts colleagues share with you appear here.' } };
