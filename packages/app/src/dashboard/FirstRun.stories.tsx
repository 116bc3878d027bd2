import type { Meta, StoryObj } from '@storybook/react-vite';
import { FirstRun } from './FirstRun.js';
import { withDashboardStory } from './withDashboardStory.js';

/** The first-run state of an empty workspace: sample template, Upload a PDF, New contract. */
const meta = {
  title: 'App/Dashboard/FirstRun',
  component: FirstRun,
  decorators: [withDashboardStory],
  args: { workspaceId: 1 },
} satisfies Meta<typeof FirstRun>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Welcome: Story = {};
