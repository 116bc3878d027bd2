import type { Meta, StoryObj } from '@storybook/react-vite';
import { AgreementList } from './AgreementList.js';
import { withDashboardStory } from './withDashboardStory.js';

const listed = { created: '2026-01-10T08:00:00Z', agreement_value: null, expire_date: null, tags: [] };
const rows = [
  { ...listed, id: 1, name: 'Lease of the red bicycle', state: 0, collection_id: 1, folder_id: 3, updated: '2026-03-02T10:00:00Z', tags: [{ id: 1, name: 'Urgent' }] },
  { ...listed, id: 2, name: 'Supplier NDA', state: 1, collection_id: 1, folder_id: null, updated: '2026-03-01T09:30:00Z' },
  { ...listed, id: 3, name: 'Office cleaning 2026', state: 4, collection_id: 1, folder_id: null, updated: '2026-02-20T15:00:00Z' },
];

/** The dashboard's rows in the three views (contracts, templates, trash). */
const meta = {
  title: 'App/Dashboard/AgreementList',
  component: AgreementList,
  decorators: [withDashboardStory],
  args: { agreements: rows, view: 'contracts', folders: [{ id: 3, collection_id: 1, parent_id: null, name: 'Sales' }] },
} satisfies Meta<typeof AgreementList>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Contracts: Story = {};
export const Templates: Story = { args: { view: 'templates', agreements: [{ ...rows[0]!, id: 9, name: 'Consulting template', state: 6, tags: [] }] } };
export const Trash: Story = { args: { view: 'trash' } };
