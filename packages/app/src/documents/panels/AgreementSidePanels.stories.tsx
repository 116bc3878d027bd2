import { agreementFromWire, type AgreementWire } from '@inkflow/core';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { appResources } from '../../i18n/createAppI18n.js';
import { AgreementSidePanels } from './AgreementSidePanels.js';
import { panelsTestServer } from './panelsTestServer.js';

// The panels call the API; the story answers from the in-memory fake the unit tests use.
const server = panelsTestServer();
server.state.notes.push({ id: 1, position_id: 1, name: 'Negotiation', content: { nodes: [{ type: 'paragraph', children: [{ text: 'Ann wants 3 months notice' }] }] }, updated_time: '2026-03-02T10:00:00Z' });
server.state.links.push({ id: 2, agreement: { id: 6, name: 'Main contract', state: 0 } });
server.state.reminders.push(
  { id: 3, agreement_id: 5, to_positions: [1], date_time: '2026-03-01T08:00:00Z', subject: 'Call the landlord', message: '', sent_at: '2026-03-01T08:00:04Z' },
  { id: 4, agreement_id: 5, to_positions: [1, 2], date_time: '2030-05-01T08:00:00Z', subject: 'Renewal', message: 'Decide on renewal', sent_at: null },
);
server.state.agreementValue = '1250.50';

function PanelsStoryFrame({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  if (!i18n.hasResourceBundle('en', 'panels')) i18n.addResourceBundle('en', 'panels', appResources.panels, true, false);
  globalThis.fetch = server.fetch;
  return <MemoryRouter>{children}</MemoryRouter>;
}

const withPanels: Decorator = (Story) => (
  <PanelsStoryFrame>
    <Story />
  </PanelsStoryFrame>
);

/** The four side panels of a draft: settings, notes, links and internal reminders (issue #4). */
const meta = {
  title: 'App/Documents/AgreementSidePanels',
  component: AgreementSidePanels,
  decorators: [withPanels],
  args: { agreement: { ...agreementFromWire(server.agreementWire() as AgreementWire), agreementValue: '1250.50' }, onChange: () => undefined },
} satisfies Meta<typeof AgreementSidePanels>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Draft: Story = {};
export const Sent: Story = { args: { agreement: { ...agreementFromWire({ ...(server.agreementWire() as AgreementWire), state: 1 }), agreementValue: '1250.50' } } };
