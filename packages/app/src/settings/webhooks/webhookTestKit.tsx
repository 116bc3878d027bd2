import { positionFromWire, type WebhookWire } from '@inkflow/core';
import { cleanup } from '@testing-library/react';
import { useLocation } from 'react-router';
import { vi } from 'vitest';
import { toastStore } from '../../design/toastStore.js';
import { useSession } from '../../session/services.js';

/**
 * Test helpers of the webhook settings pages' unit tests: the fetch answers, the calls as
 * sent, one endpoint of account 3, the signed-in admin and the clean-up between tests.
 */

/** A JSON answer (no body for 204). */
export const json = (status: number, body: unknown) => new Response(status === 204 ? null : JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** One call of the page: method, path and its JSON body. */
export type Call = { method: string; path: string; body: unknown };

/** The typed client calls fetch with a Request: its method, path and JSON body. */
export async function readCall(input: RequestInfo | URL, init?: RequestInit): Promise<Call> {
  const request = input instanceof Request ? input : new Request(new URL(String(input), 'http://localhost'), init);
  const text = await request.text();
  return { method: request.method, path: new URL(request.url).pathname, body: text ? JSON.parse(text) : undefined };
}

/** Endpoint 4 of account 3 (signed and concluded events, enabled), with `over` applied. */
export const webhookFixture = (over: Partial<WebhookWire> = {}): WebhookWire => ({
  id: 4,
  account_id: 3,
  url: 'https://crm.example.com/hooks',
  events: ['agreement.signed', 'agreement.concluded'],
  enabled: true,
  secret_hint: 'whsec_…x7Qa',
  created: '2026-11-24T09:00:00.000Z',
  updated: '2026-11-24T09:00:00.000Z',
  last_delivery: null,
  ...over,
});

/** Shows where the page navigated to. */
export function Where() {
  return <output data-testid="where">{useLocation().pathname}</output>;
}

/** Signs in "Demo User", an admin of account 3 that never had a trial. */
export function signInWebhookAdmin(): void {
  useSession.setState({
    position: positionFromWire({ id: 1, fullname: 'Demo User', email: 'demo@inkflow.test', language: 'en', user_role: 'admin', account: { id: 3, name: 'Demo', trial_ends_at: null }, collections: [] }),
  });
}

/** Unmounts, restores fetch and clears the toasts. */
export function resetWebhookTest(): void {
  cleanup();
  vi.unstubAllGlobals();
  toastStore.setState({ toasts: [] });
}
