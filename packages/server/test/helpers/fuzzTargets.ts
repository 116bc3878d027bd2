/**
 * Real things for the fuzz tests to aim at (contract-fuzz.test.ts, malformed-requests.test.ts): a
 * draft agreement with a participant, a party, a note, a message, a link, a tag, a folder, a
 * reminder and a template signing link, owned by the signed-in demo owner; and a published
 * agreement with a guest and their token. A request built from these ids reaches validation and
 * the actions, instead of stopping at "no such agreement".
 */
import type { AgreementWire, PositionWire } from '@inkflow/core';
import { SigningFixture, idOf } from './signingFlow.js';
import { loginClient, type TestClient, type TestServer } from './testServer.js';

/** Who calls, and the real id (as text) for each path parameter name or resource segment. */
export interface FuzzTargets {
  owner: TestClient;
  guestToken: string;
  /** Ids the owner may act on. */
  ownerIds: Record<string, string>;
  /** The same keys, for the guest's published agreement and participant. */
  guestIds: Record<string, string>;
}

/** Creates the targets on a seeded server, as the demo owner. */
export async function seedFuzzTargets(server: TestServer): Promise<FuzzTargets> {
  const owner = await loginClient(server.app);
  const me = (await owner.get('/api/positions/me')).json() as PositionWire & { account: { id: number } };
  const f = await SigningFixture.create(server, owner);

  const draft = await f.add((await f.draft()).id, { fullname: 'Dana Draft', email: 'dana@example.com' });
  const party = (await owner.post(`/api/agreements/${draft.id}/parties/`, { name: 'Acme', country: 'no', orgnr: '123' })).json() as { id: number };
  const note = (await owner.post(`/api/agreements/${draft.id}/notes/`, { name: 'Note', content: { nodes: [] } })).json() as { id: number };
  const messageReply = (await owner.post(`/api/agreements/${draft.id}/messages/`, { type: 2, body: 'A question' })).json() as { id: number };
  const other = await f.draft();
  const link = (await owner.post(`/api/agreements/${draft.id}/links/`, { agreement_id: other.id })).json() as { id: number };
  const tag = (await owner.post('/api/tags/', { name: 'Fuzzed' })).json() as { id: number };
  await owner.post(`/api/agreements/${draft.id}/tags/`, { id: tag.id });
  const folder = (await owner.post('/api/folders/', { collection_id: f.workspaceId, parent_id: null, name: 'Fuzz folder' })).json() as { id: number };
  const inAnHour = new Date(Date.now() + 3_600_000).toISOString();
  const reminder = (
    await owner.post('/api/agreements/delayed_events/', { agreement_id: draft.id, to_positions: [me.id], date_time: inAnHour, subject: 'S', message: 'M' })
  ).json() as { id: number };

  const published = await f.add((await f.draft()).id, { fullname: 'Gus Guest', email: 'gus@example.com' });
  await f.publish(published.id);
  const guestToken = await f.tokenOf(published.id, 'gus@example.com');
  if (!guestToken) throw new Error('seedFuzzTargets: no invitation for gus@example.com');

  const template = (await owner.post('/api/agreements/', { collection_id: f.workspaceId, name: 'Template', state: 6 })).json() as AgreementWire;
  const signingLink = (await owner.post(`/api/agreements/${template.id}/signing_links`, {})).json() as { id: number };

  const ownerIds: Record<string, string> = {
    agreements: String(draft.id),
    pid: String(idOf(draft, 'dana@example.com')),
    partyId: String(party.id),
    noteId: String(note.id),
    mid: String(messageReply.id),
    linkId: String(link.id),
    signingLinkId: String(signingLink.id),
    tagId: String(tag.id),
    tags: String(tag.id),
    folders: String(folder.id),
    delayed_events: String(reminder.id),
    collections: String(f.workspaceId),
    accounts: String(me.account.id),
    positions: String(me.id),
    templates: String(template.id),
    assets: '1',
    token: 'not-a-token',
  };
  const guestIds = { ...ownerIds, agreements: String(published.id), pid: String(idOf(published, 'gus@example.com')) };
  return { owner, guestToken, ownerIds, guestIds };
}

/** The real value in `ids` for parameter `name` of `path` (`:id` depends on the segment before it). */
export function realValue(ids: Record<string, string>, path: string, name: string): string {
  if (name === 'id') {
    const before = /\/([a-z_]+)\/:id(?:\/|$)/.exec(path)?.[1] ?? 'agreements';
    return ids[before] ?? ids.agreements!;
  }
  if (name === 'linkId' && path.includes('/signing_links/')) return ids.signingLinkId!;
  return ids[name] ?? '1';
}

/** `path` with every parameter real, except those in `override` (raw text, put in the URL percent-encoded by the caller). */
export function fillPath(ids: Record<string, string>, path: string, override: Record<string, string> = {}): string {
  return path.replace(/:([A-Za-z]+)/g, (_, name: string) => (name in override ? override[name]! : realValue(ids, path, name)));
}

/** Destructive calls (sign-out, deletions, state changes) sort last, so the rest meet live data. */
export function destructiveLast<R extends { method: string; path: string }>(routes: R[]): R[] {
  const destructive = (r: R) => r.method === 'DELETE' || /\/(logout|permanently_delete|cancel|decline|replace|imported_reset|move)$/.test(r.path);
  const rank = (r: R) => (r.path.endsWith('/logout') ? 2 : destructive(r) ? 1 : 0);
  return [...routes].sort((a, b) => rank(a) - rank(b));
}
