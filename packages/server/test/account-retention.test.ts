/**
 * §7 data management (docs/account-data.md "Retention"): an admin sets the account's retention
 * rules (concluded agreements after N months, 1-120, off by default; the trash after 30 days, on
 * by default); the daily job, run here with a fake clock, erases exactly the agreements a rule
 * covers — with their sealed PDF and uploads — and records each deletion in the account audit
 * log, which admins page through.
 */
import type { AgreementWire, DataLogEntryWire, DataManagementWire, PositionWire } from '@inkflow/core';
import { runAccountDataMaintenance, schema } from '@inkflow/server';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sealedDocuments } from '../src/db/schema-sealing.js';
import { createMemoryStorage } from '../src/storage/createMemoryStorage.js';
import { colleague, createColleague, listIds } from './helpers/documentFixtures.js';
import { createOtherAccount, other } from './helpers/otherAccount.js';
import { signToConclusion } from './helpers/signAndSeal.js';
import { waitForSeal } from './helpers/waitForSeal.js';
import { createTestServer, loginClient, type TestClient, type TestServer } from './helpers/testServer.js';

const dayMs = 24 * 60 * 60 * 1000;
const storage = createMemoryStorage();
const quietLog = { error: () => undefined, warn: () => undefined };
let server: TestServer;
let admin: TestClient;
let otherAdmin: TestClient;
let accountId: number;
let otherAccountId: number;
let workspaceId: number;
let otherWorkspaceId: number;

beforeAll(async () => {
  server = await createTestServer({ storage });
  admin = await loginClient(server.app);
  const me = (await admin.get('/api/positions/me')).json() as PositionWire;
  accountId = me.account.id;
  workspaceId = me.collections[0]!.id;
  await createColleague(server.db);
  otherWorkspaceId = (await createOtherAccount(server.db)).collectionId;
  otherAdmin = await loginClient(server.app, other);
  otherAccountId = ((await otherAdmin.get('/api/positions/me')).json() as PositionWire).account.id;
});
afterAll(async () => {
  await server?.close();
});

const settingsUrl = () => `/api/accounts/${accountId}/data_management`;

async function create(client: TestClient, collectionId: number, name: string): Promise<number> {
  const response = await client.post('/api/agreements/', { collection_id: collectionId, name });
  expect(response.statusCode, response.body).toBe(201);
  return (response.json() as AgreementWire).id;
}

async function trash(client: TestClient, id: number): Promise<void> {
  expect((await client.delete(`/api/agreements/${id}`)).statusCode).toBe(204);
}

const maintain = (now: Date) => runAccountDataMaintenance({ db: server.db, storage }, now, quietLog);

describe('retention rules', () => {
  it('keep concluded agreements and empty the trash after 30 days unless set otherwise', async () => {
    const response = await admin.get(settingsUrl());
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ retention: { delete_concluded_after_months: null, empty_trash_after_30_days: true }, cancellation: null, deletion_grace_days: 30 });
  });

  it('are set by admins only, within 1-120 months; a refused save changes nothing', async () => {
    const member = await loginClient(server.app, colleague);
    const body = { delete_concluded_after_months: 12, empty_trash_after_30_days: false };
    expect((await member.put(settingsUrl(), body)).json()).toMatchObject({ status_code: 403, api_error_code: 99 });
    expect((await member.get(settingsUrl())).json()).toMatchObject({ status_code: 403, api_error_code: 99 });
    expect((await otherAdmin.put(settingsUrl(), body)).json()).toMatchObject({ status_code: 403, api_error_code: 99 });
    for (const months of [0, 121, 1.5, '12']) {
      const refused = await admin.put(settingsUrl(), { ...body, delete_concluded_after_months: months });
      expect(refused.statusCode, `months ${String(months)}`).toBe(400);
      expect(refused.json()).toMatchObject({ status_code: 400, api_error_code: 'BAD_REQUEST' });
    }
    expect(((await admin.get(settingsUrl())).json() as DataManagementWire).retention).toEqual({ delete_concluded_after_months: null, empty_trash_after_30_days: true });

    const saved = await admin.put(settingsUrl(), body);
    expect(saved.statusCode, saved.body).toBe(200);
    expect((saved.json() as DataManagementWire).retention).toEqual({ delete_concluded_after_months: 12, empty_trash_after_30_days: false });
    // Saving the same rules again records nothing new.
    expect((await admin.put(settingsUrl(), body)).statusCode).toBe(200);
    const log = (await admin.get(`${settingsUrl()}/log`)).json() as { collection: DataLogEntryWire[]; count: number };
    expect(log.count).toBe(1);
    expect(log.collection[0]).toMatchObject({
      action: 'retention_changed',
      actor: 'Demo User',
      details: { before: { months: null, empty_trash: true }, after: { months: 12, empty_trash: false } },
    });
  });

  it('are applied by the daily job: only what a rule covers is erased, each deletion logged', async () => {
    const start = new Date();
    // The demo account: 12 months for signed agreements, the trash kept.
    const signed = await create(admin, workspaceId, 'Signed long ago');
    await admin.put(`/api/agreements/${signed}`, {
      checksum: ((await admin.get(`/api/agreements/${signed}`)).json() as AgreementWire).checksum,
      boxes: [{ type: 10, content: { nodes: [{ type: 'paragraph', children: [{ text: 'Delivery within ten days.' }] }] } }],
    });
    await signToConclusion(server.app, admin, signed);
    expect(await waitForSeal(server.db, signed)).toBe('sealed');
    const [seal] = await server.db.select().from(sealedDocuments).where(eq(sealedDocuments.agreementId, signed));
    expect(await storage.get(seal!.storageKey)).toBeDefined();
    const draft = await create(admin, workspaceId, 'Draft kept');
    const trashedKept = await create(admin, workspaceId, 'Trashed but kept');
    await trash(admin, trashedKept);
    // The other account: the defaults (signed agreements kept, the trash emptied after 30 days).
    const otherTrashed = await create(otherAdmin, otherWorkspaceId, 'Old draft in the trash');
    await trash(otherAdmin, otherTrashed);
    const otherDraft = await create(otherAdmin, otherWorkspaceId, 'Other draft');

    expect(await maintain(new Date(start.getTime() + 20 * dayMs))).toEqual({ concludedDeleted: 0, trashDeleted: 0, exportsExpired: 0, accountsDeleted: 0, failures: 0 });

    // Day 31: the other account's trash rule erases its trashed draft; the demo account turned it off.
    expect(await maintain(new Date(start.getTime() + 31 * dayMs))).toMatchObject({ concludedDeleted: 0, trashDeleted: 1, failures: 0 });
    expect(await listIds(otherAdmin, 'trashed=1')).not.toContain(otherTrashed);
    expect(await listIds(otherAdmin, '')).toContain(otherDraft);
    expect(await listIds(admin, 'trashed=1')).toContain(trashedKept);
    expect((await admin.get(`/api/agreements/${signed}`)).statusCode).toBe(200);

    // 13 months on: the signed agreement is past 12 months and goes, with its sealed PDF.
    const later = new Date(start);
    later.setUTCMonth(later.getUTCMonth() + 13);
    expect(await maintain(later)).toMatchObject({ concludedDeleted: 1, trashDeleted: 0, failures: 0 });
    expect((await admin.get(`/api/agreements/${signed}`)).statusCode).toBe(404);
    expect(await storage.get(seal!.storageKey)).toBeUndefined();
    expect(await server.db.select().from(sealedDocuments).where(eq(sealedDocuments.agreementId, signed))).toEqual([]);
    expect(await server.db.select().from(schema.participants).where(eq(schema.participants.agreementId, signed))).toEqual([]);
    expect(await server.db.select().from(schema.agreementEvents).where(eq(schema.agreementEvents.agreementId, signed))).toEqual([]);
    const [row] = await server.db.select().from(schema.agreements).where(eq(schema.agreements.id, signed));
    expect(row).toMatchObject({ name: '', boxes: [] });
    expect(row!.purgedAt).not.toBeNull();
    expect(await listIds(admin, '')).toContain(draft);
    expect(await listIds(admin, 'trashed=1')).toContain(trashedKept);

    // Nothing is left to do on a second run.
    expect(await maintain(later)).toMatchObject({ concludedDeleted: 0, trashDeleted: 0, failures: 0 });

    // The log names the system, the agreement and the rule; newest first, paged.
    const first = (await admin.get(`${settingsUrl()}/log?limit=1`)).json() as { collection: DataLogEntryWire[]; count: number };
    expect(first.count).toBe(2);
    expect(first.collection).toEqual([
      expect.objectContaining({ action: 'agreement_deleted_retention', actor: null, agreement_id: signed, subject: 'Signed long ago', details: expect.objectContaining({ months: 12 }) }),
    ]);
    const second = (await admin.get(`${settingsUrl()}/log?limit=1&offset=1`)).json() as { collection: DataLogEntryWire[]; count: number };
    expect(second.collection.map((e) => e.action)).toEqual(['retention_changed']);
    const otherLog = (await otherAdmin.get(`/api/accounts/${otherAccountId}/data_management/log`)).json() as { collection: DataLogEntryWire[] };
    expect(otherLog.collection).toEqual([expect.objectContaining({ action: 'agreement_deleted_trash', actor: null, agreement_id: otherTrashed, subject: 'Old draft in the trash' })]);
    expect((await admin.get(`${settingsUrl()}/log?limit=0`)).statusCode).toBe(400);
  });
});
