/**
 * Unicode bidi controls in names and file names (core neutralizeBidi): a name ending in
 * U+202E + "fdp.exe" would show as "exe.pdf". They are removed when participant names, party
 * names and uploaded file names are taken in, and from the names emails show.
 */
import type { AgreementWire } from '@inkflow/core';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { participants, parties } from '../src/db/schema.js';
import { multipartBody } from './helpers/uploadFile.js';
import { SigningFixture } from './helpers/signingFlow.js';
import { pngDataUrl } from './helpers/testServer.js';

const f = SigningFixture.perFile();

const rlo = '\u202E';
const bidiControl = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/;

describe('bidi controls in names', () => {
  it('stores participant and party names without them, and the invitation email shows the neutralised name', async () => {
    const draft = await f.draft();
    const added = await f.add(draft.id, { fullname: `Eve ${rlo}fdp.exe`, email: 'eve.bidi@example.com', company_name: `Acme${rlo}\u2066 Ltd\u2069` });
    const eve = added.participants.find((p) => p.email === 'eve.bidi@example.com')!;
    expect(eve.fullname).toBe('Eve fdp.exe');
    const [row] = await f.server.db.select().from(participants).where(eq(participants.id, eve.id));
    expect(row).toMatchObject({ fullname: 'Eve fdp.exe', companyName: 'Acme Ltd' });
    const [party] = await f.server.db.select().from(parties).where(eq(parties.id, row!.partyId!));
    expect(party!.name).toBe('Acme Ltd');

    const renamed = await f.owner.put(`/api/agreements/${draft.id}/parties/${party!.id}`, { name: `\u202BAcme Group${rlo}` });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect((renamed.json() as AgreementWire).parties.find((p) => p.id === party!.id)!.name).toBe('Acme Group');
    // A name that is nothing but controls is no name.
    expect((await f.owner.post(`/api/agreements/${draft.id}/participants/`, { fullname: `${rlo}\u200F`, email: 'nobody@example.com' })).json()).toMatchObject({ status_code: 400 });

    // A name stored before the input rule existed is neutralised where the email shows it.
    const legacy = await f.add(draft.id, { fullname: 'Lee Legacy', email: 'lee.bidi@example.com' });
    await f.server.db.update(participants).set({ fullname: `Lee ${rlo}fdp.exe` }).where(eq(participants.id, legacy.participants.find((p) => p.email === 'lee.bidi@example.com')!.id));

    await f.publish(draft.id);
    const outbox = (await f.owner.get('/api/dev/outbox')).json() as { collection: { to: string; text: string; html: string }[] };
    const invitation = outbox.collection.find((m) => m.to === 'eve.bidi@example.com')!;
    expect(invitation.text).toContain('Hello Eve fdp.exe,');
    expect(invitation.html).toContain('Hello Eve fdp.exe,');
    expect(invitation.text + invitation.html).not.toMatch(bidiControl);
    const legacyInvitation = outbox.collection.find((m) => m.to === 'lee.bidi@example.com')!;
    expect(legacyInvitation.text).toContain('Hello Lee fdp.exe,');
    expect(legacyInvitation.text + legacyInvitation.html).not.toMatch(bidiControl);
  });

  it('stores an uploaded file name without them', async () => {
    const draft = await f.draft();
    const upload = multipartBody({ asset_type: 'attachment' }, { name: `invoice${rlo}gnp.exe`, bytes: Buffer.from(pngDataUrl.split(',')[1]!, 'base64') });
    const response = await f.owner.request('POST', `/api/agreements/${draft.id}/assets/`, { body: upload.body, headers: upload.headers });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({ name: 'invoicegnp.exe' });
  });
});
