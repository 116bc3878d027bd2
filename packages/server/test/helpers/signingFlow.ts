/**
 * Helpers for the signing server tests: drafts with participants, publishing, guest tokens from
 * the email outbox, and SMS codes from the SMS outbox.
 */
import type { AgreementWire, PositionWire } from '@inkflow/core';
import type { CreateServerOptions } from '@inkflow/server';
import { afterAll, beforeAll, expect } from 'vitest';
import { uploadFile, type FilePart } from './uploadFile.js';
import { TestClient, createTestServer, guestHeaders, loginClient, tokenFromLink, type TestServer } from './testServer.js';

type Outbox = { collection: { to: string; subject: string; text: string }[]; count: number };
type SmsOutbox = { collection: { to: string; text: string; created: string }[]; count: number };

/** An owner client bound to its first workspace. */
export class SigningFixture {
  private bound: { server: TestServer; owner: TestClient; workspaceId: number } | undefined;

  constructor(server?: TestServer, owner?: TestClient, workspaceId?: number) {
    if (server && owner && workspaceId !== undefined) this.bound = { server, owner, workspaceId };
  }

  static async create(server: TestServer, owner: TestClient): Promise<SigningFixture> {
    const me = (await owner.get('/api/positions/me')).json() as PositionWire;
    return new SigningFixture(server, owner, me.collections[0]!.id);
  }

  /**
   * The fixture of one test file: a fresh seeded server (`options`, default without the expiry
   * sweep) and the demo owner, made in the file's beforeAll and closed in its afterAll. Its
   * members throw when read outside a test (before beforeAll ran).
   */
  static perFile(options: Partial<CreateServerOptions> = { expirySweepMs: 0 }): SigningFixture {
    const fixture = new SigningFixture();
    beforeAll(async () => {
      const server = await createTestServer(options);
      fixture.bound = (await SigningFixture.create(server, await loginClient(server.app))).bound;
    });
    afterAll(async () => {
      await fixture.bound?.server.close();
    });
    return fixture;
  }

  private get state() {
    if (!this.bound) throw new Error('SigningFixture.perFile: read inside a test, after beforeAll');
    return this.bound;
  }

  get server(): TestServer {
    return this.state.server;
  }

  get owner(): TestClient {
    return this.state.owner;
  }

  get workspaceId(): number {
    return this.state.workspaceId;
  }

  /** A new draft, optionally with a config. */
  async draft(config?: Record<string, unknown>): Promise<AgreementWire> {
    let a = (await this.owner.post('/api/agreements/', { collection_id: this.workspaceId, name: 'Flow agreement' })).json() as AgreementWire;
    if (config) {
      const response = await this.owner.put(`/api/agreements/${a.id}`, { checksum: a.checksum, config });
      expect(response.statusCode).toBe(200);
      a = response.json() as AgreementWire;
    }
    return a;
  }

  /** Adds a participant, expecting 201. */
  async add(id: number, body: Record<string, unknown>): Promise<AgreementWire> {
    const response = await this.owner.post(`/api/agreements/${id}/participants/`, body);
    expect(response.statusCode, response.body).toBe(201);
    return response.json() as AgreementWire;
  }

  /** Publishes, expecting 200. */
  async publish(id: number): Promise<AgreementWire> {
    const response = await this.owner.post(`/api/agreements/${id}/publish`, { subject: 'Please sign', message: 'Thanks' });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as AgreementWire;
  }

  /** The guest token of the newest invitation to `email` for agreement `id`, or undefined. */
  async tokenOf(id: number, email: string): Promise<string | undefined> {
    const outbox = (await this.owner.get('/api/dev/outbox')).json() as Outbox;
    const mail = outbox.collection.find((m) => m.to === email && m.text.includes(`/documents/${id}/at/`));
    return mail ? tokenFromLink(mail.text, id) : undefined;
  }

  /** The newest SMS to `phone`. */
  async lastSms(phone: string): Promise<string | undefined> {
    const outbox = (await this.owner.get('/api/dev/sms')).json() as SmsOutbox;
    return outbox.collection.find((m) => m.to === phone)?.text;
  }

  /** A client acting with a guest token. */
  guest(token: string) {
    const client = new TestClient(this.server.app);
    const headers = guestHeaders(token);
    return {
      get: (url: string) => client.get(url, { headers }),
      post: (url: string, body: unknown = {}) => client.post(url, body, { headers }),
      put: (url: string, body: unknown = {}) => client.put(url, body, { headers }),
      /** A multipart upload of one file part (uploadFile) with the guest token. */
      upload: (url: string, fields: Record<string, string>, file: FilePart) => uploadFile(client, url, fields, file, headers),
    };
  }
}

/** The participant id of `email` in `agreement`. */
export const idOf = (agreement: AgreementWire, email: string) => agreement.participants.find((p) => p.email === email)!.id;
