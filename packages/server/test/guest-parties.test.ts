/**
 * Parties as a guest sees them (§3 Party, §3 participant role values): a party whose
 * participants are all invisible to counterparties (organizers, internal approvers) is left out
 * of a guest's `parties`, so a hidden organizer's name never shows through their party.
 */
import type { AgreementWire } from '@inkflow/core';
import { describe, expect, it } from 'vitest';
import { SigningFixture } from './helpers/signingFlow.js';

const f = SigningFixture.perFile();

describe("a guest's parties", () => {
  it('leaves out the parties of hidden organizers, keeps parties someone visible belongs to, and the owner sees all', async () => {
    const draft = await f.draft();
    await f.add(draft.id, { fullname: 'Sam Signer', email: 'sam.party@example.com', type: 1 });
    await f.add(draft.id, { fullname: 'Olga Organizer', email: 'olga@example.com', type: 2 });
    await f.add(draft.id, { fullname: 'Hugo Hidden', email: 'hugo@example.com', type: 2, company_name: 'Secret Holding' });
    await f.add(draft.id, { fullname: 'Vic Visible', email: 'vic.party@example.com', type: 0, company_name: 'Shared Ltd' });
    await f.add(draft.id, { fullname: 'Otto Organizer', email: 'otto@example.com', type: 2, company_name: 'Shared Ltd' });
    const a = await f.publish(draft.id);
    expect(a.parties.map((p) => p.name).sort()).toEqual(['Olga Organizer', 'Sam Signer', 'Secret Holding', 'Shared Ltd']);

    const guest = f.guest((await f.tokenOf(a.id, 'sam.party@example.com'))!);
    const seen = (await guest.get(`/api/agreements/${a.id}`)).json() as AgreementWire;
    expect(seen.parties.map((p) => p.name).sort()).toEqual(['Sam Signer', 'Shared Ltd']);
    expect(JSON.stringify(seen)).not.toMatch(/Olga|Secret Holding|Hugo|Otto/);
  });

  it('lets a hidden organizer see their own party through their own guest link', async () => {
    const draft = await f.draft();
    await f.add(draft.id, { fullname: 'Sue Signer', email: 'sue.party@example.com', type: 1 });
    await f.add(draft.id, { fullname: 'Oscar Organizer', email: 'oscar@example.com', type: 2 });
    const a = await f.publish(draft.id);
    const organizer = f.guest((await f.tokenOf(a.id, 'oscar@example.com'))!);
    const seen = (await organizer.get(`/api/agreements/${a.id}`)).json() as AgreementWire;
    expect(seen.parties.map((p) => p.name).sort()).toEqual(['Oscar Organizer', 'Sue Signer']);
  });
});
