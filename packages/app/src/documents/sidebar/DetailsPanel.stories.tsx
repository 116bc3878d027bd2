import { AgreementState, agreementFromWire, positionFromWire, type Agreement, type AgreementWire } from '@inkflow/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useSession } from '../../session/services.js';
import '../panels/panels.css';
import { storyPanelsServer } from '../panels/storyPanelsServer.js';
import { jsonResponse, routeFetch } from '../storyFetch.js';
import { withDocumentStory } from '../withDocumentStory.js';
import { DetailsPanel } from './DetailsPanel.js';
import './sidebar.css';

// The settings calls go to the panels' fake server; the workspace's folders, tags and workspaces are answered here.
const panels = storyPanelsServer(false);
const server = routeFetch(
  {
    'GET /api/collections/7/folders/': () => jsonResponse(200, { collection: [{ id: 5, collection_id: 7, parent_id: null, name: 'Leases' }], count: 1 }),
    'GET /api/tags/': () => jsonResponse(200, { collection: [{ id: 1, name: 'Rentals' }, { id: 2, name: 'Stockholm' }], count: 2 }),
    'GET /api/collections/': () => jsonResponse(200, { collection: [{ id: 7, name: 'Sales', virtual: false, acl: {} }, { id: 8, name: 'Legal', virtual: false, acl: {} }], count: 2 }),
  },
  { fallback: panels.fetch },
);

/** Signs the story's user in before it renders: a member of the Sales workspace (7). */
const signIn = () => {
  useSession.setState({
    position: positionFromWire({ id: 1, fullname: 'Demo User', email: 'demo@inkflow.test', language: 'en', user_role: 'admin', account: { id: 3, name: 'Demo' }, collections: [{ id: 7, name: 'Sales', virtual: false }] }),
  });
  return {};
};

const base = agreementFromWire(panels.agreementWire() as AgreementWire);
const filed: Agreement = { ...base, folderId: 5, tags: [{ id: 1, name: 'Rentals' }, { id: 2, name: 'Stockholm' }], agreementValue: '125000', expireDate: '2026-12-31T23:59:59.999Z' };

/** The Details tab: settings, tags (Manage tags) and where the agreement lives (workspace, folder, Move…). */
const meta = {
  title: 'App/Documents/Sidebar/DetailsPanel',
  component: DetailsPanel,
  args: { agreement: filed, onChange: () => undefined },
  loaders: [signIn],
  decorators: [(Story) => <div style={{ maxWidth: 'var(--ink-sidebar-width)' }}><Story /></div>, withDocumentStory(server)],
} satisfies Meta<typeof DetailsPanel>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Tagged, filed in a folder, with a value and an expiry date. */
export const Filed: Story = {};
/** A new draft: no tags, no folder, empty settings. */
export const Empty: Story = { args: { agreement: base } };
/** Sent: the settings are read-only except the value. */
export const Sent: Story = { args: { agreement: { ...filed, state: AgreementState.Pending } } };
/** At a phone's width. */
export const Narrow: Story = { decorators: [(Story) => <div style={{ maxWidth: 343 }}><Story /></div>] };
