/**
 * A local webhook receiver for the server tests: an HTTP server on 127.0.0.1 (allowed outside
 * production) that records every request and answers with the status the test chooses. Tests
 * wait for a request with `received(predicate)`, which resolves as soon as a matching one
 * arrives (or at once if it already has): no sleeps.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** The JSON body of a delivery (docs/webhooks.md "Payload"). */
export interface WebhookEventJson {
  id: string;
  type: string;
  created: string;
  account_id: number;
  data: {
    agreement?: { id: number; state: number } & Record<string, unknown>;
    participant?: { email: string } & Record<string, unknown>;
    [key: string]: unknown;
  };
}

/** One request the receiver got. */
export interface ReceivedWebhook {
  path: string;
  headers: http.IncomingHttpHeaders;
  body: string;
  json: WebhookEventJson;
}

/** The receiver: its URL, what it got, and how it answers. */
export interface WebhookReceiver {
  url: string;
  requests: ReceivedWebhook[];
  /** The answers to give, in turn; the last one repeats (default 200 "ok"). */
  answers: { status: number; body?: string }[];
  received(predicate: (request: ReceivedWebhook) => boolean): Promise<ReceivedWebhook>;
  close(): Promise<void>;
}

/** Starts a receiver on a free port of 127.0.0.1. */
export async function startWebhookReceiver(): Promise<WebhookReceiver> {
  const requests: ReceivedWebhook[] = [];
  const waiting: { predicate: (request: ReceivedWebhook) => boolean; resolve: (request: ReceivedWebhook) => void }[] = [];
  const receiver: Partial<WebhookReceiver> = { requests, answers: [{ status: 200, body: 'ok' }] };
  let served = 0;
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const answers = receiver.answers!;
      const answer = answers[Math.min(served, answers.length - 1)]!;
      served += 1;
      response.writeHead(answer.status, { 'Content-Type': 'text/plain', 'X-Receiver': 'test' });
      response.end(answer.body ?? '');
      const received: ReceivedWebhook = { path: request.url ?? '/', headers: request.headers, body, json: JSON.parse(body) as WebhookEventJson };
      requests.push(received);
      for (const wait of [...waiting]) {
        if (wait.predicate(received)) {
          waiting.splice(waiting.indexOf(wait), 1);
          wait.resolve(received);
        }
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(receiver, {
    url: `http://127.0.0.1:${port}/hooks/inkflow`,
    received(predicate: (request: ReceivedWebhook) => boolean) {
      const already = requests.find(predicate);
      if (already) return Promise.resolve(already);
      return new Promise<ReceivedWebhook>((resolve) => waiting.push({ predicate, resolve }));
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }) as WebhookReceiver;
}

/**
 * Verifies `Inkflow-Signature` as docs/webhooks.md tells integrators to (written here again, not
 * imported from the server, so the test checks the documented scheme): HMAC-SHA256 of
 * "<t>.<body>" keyed with the secret, hex, compared in constant time; `t` within 5 minutes.
 */
export function signatureValid(request: ReceivedWebhook, secret: string): boolean {
  const header = String(request.headers['inkflow-signature'] ?? '');
  const parts = Object.fromEntries(header.split(',').map((part) => part.split('=', 2) as [string, string]));
  const t = Number(parts.t);
  if (!Number.isInteger(t) || Math.abs(Date.now() / 1000 - t) > 300 || !/^[0-9a-f]{64}$/.test(parts.v1 ?? '')) return false;
  const expected = createHmac('sha256', secret).update(`${t}.${request.body}`).digest();
  return timingSafeEqual(expected, Buffer.from(parts.v1!, 'hex'));
}
