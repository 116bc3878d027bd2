import { AgreementState, agreementFromWire, type Agreement, type AgreementWire, type Participant } from '@inkflow/core';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { appResources } from '../../i18n/createAppI18n.js';
import { panelsTestServer } from '../panels/panelsTestServer.js';
import { DocumentSidebar } from './DocumentSidebar.js';

// The sidebar's panels call the API; the story answers from the in-memory fake the unit tests use.
const server = panelsTestServer();
server.state.notes.push({ id: 1, position_id: 1, name: 'Negotiation', content: { nodes: [{ type: 'paragraph', children: [{ text: 'Ann wants 3 months notice' }] }] }, updated_time: '2026-03-02T10:00:00Z' });
server.state.links.push({ id: 2, agreement: { id: 6, name: 'Main contract', state: 0 } });
const actor = (name: string | null, kind: 'position' | 'participant' | 'system' = 'participant') => ({ kind, id: name ? 1 : null, name });
const event = (id: number, type: string, who: ReturnType<typeof actor>, payload: Record<string, unknown> = {}, children: unknown[] = []) => ({
  id, parent_id: null, type, actor: who, created: `2026-03-0${Math.min(id, 9)}T10:00:00Z`, ip: '192.0.2.10', user_agent: 'Mozilla/5.0', document_hash: 'a'.repeat(64), payload, children,
});
server.state.events.push(
  event(1, 'created', actor('Olive Owner', 'position')),
  event(2, 'published', actor('Olive Owner', 'position')),
  event(3, 'sign_code_sent', actor('Sam Signer'), { channel: 'sms' }),
  event(4, 'signed', actor('Sam Signer'), { sign_method: 1 }, [event(5, 'state_changed', actor('Sam Signer'), { from: 1, to: 2 }), event(6, 'sealed', actor(null, 'system'))]),
);

const person = (id: number, fullname: string, extra: Partial<Participant> = {}): Participant => ({
  id, fullname, email: `${fullname.split(' ')[0]!.toLowerCase()}@example.test`, type: 1, signMethod: 0, companyName: null, individual: true, partyId: null,
  signedAt: null, declinedAt: null, enabled: true, ...extra,
});
const base = agreementFromWire(server.agreementWire() as AgreementWire);
const participants = [person(1, 'Sam Signer', { signMethod: 1, phoneNumber: '+46701234567' }), person(2, 'Ann Buyer', { type: 3, role: 3 })];
const draft: Agreement = { ...base, participants, noteCount: 1, linkCount: 1, userEventsCount: 0 };
const sent: Agreement = { ...draft, state: AgreementState.Signed, participants: [person(1, 'Sam Signer', { signMethod: 1, signedAt: '2026-03-04T10:00:00Z', invitedAt: '2026-03-02T10:00:00Z' }), participants[1]!] };

function SidebarStoryFrame({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  if (!i18n.hasResourceBundle('en', 'panels')) i18n.addResourceBundle('en', 'panels', appResources.panels, true, false);
  globalThis.fetch = server.fetch;
  return <MemoryRouter>{children}</MemoryRouter>;
}

const withServer: Decorator = (Story) => (
  <SidebarStoryFrame>
    <div style={{ maxWidth: 'var(--ink-sidebar-width)' }}>
      <Story />
    </div>
  </SidebarStoryFrame>
);

/** The document page's right sidebar: tabs for participants, collaboration, details, notes, links, reminders and the audit trail. */
const meta = {
  title: 'App/Documents/DocumentSidebar',
  component: DocumentSidebar,
  decorators: [withServer],
  args: { agreement: draft, onChange: () => undefined },
} satisfies Meta<typeof DocumentSidebar>;
export default meta;

type Story = StoryObj<typeof meta>;

/** A draft: participants without status words, Add participant, counts on Notes and Links. */
export const Draft: Story = {};
/** A signed contract: one list of participants with their status; the audit trail in sentences. */
export const Signed: Story = { args: { agreement: sent } };
/** A template: the Collaboration tab asks for a document first; no audit trail tab. */
export const Template: Story = { args: { agreement: { ...draft, state: AgreementState.Template } } };
/** No participants yet. */
export const Empty: Story = { args: { agreement: { ...draft, participants: [] } } };
/** Under 840 px: a "Details & participants" button opening a sheet. */
export const Narrow: Story = { parameters: { viewport: { defaultViewport: 'mobile1' } } };
