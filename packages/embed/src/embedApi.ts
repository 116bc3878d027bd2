/*
 * The few calls of the embed page that the shared API client of core does not make (issue #6):
 * the template signing link's two calls and the owner's preview. Plain fetch, same origin; a
 * non-OK response rejects with core's ApiError so describeError maps it like any other call.
 */
import { ApiError, agreementFromWire, type Agreement, type AgreementWire } from '@inkflow/core';

/** The agreement created from a template for a visitor: whom they sign as, and their guest token. */
export interface CreatedFromTemplate {
  agreementId: number;
  participantId: number;
  guestToken: string;
}

async function call<T>(path: string, init: RequestInit = {}): Promise<T> {
  const response = await fetch(`/api/${path}`, { credentials: 'same-origin', ...init });
  const type = response.headers.get('content-type') ?? '';
  const body: unknown = type.includes('json') ? await response.json().catch(() => undefined) : await response.text();
  if (!response.ok) throw new ApiError(response.status, body, response.statusText);
  return body as T;
}

const xsrf = () => /(?:^|;\s*)XSRF-TOKEN=([^;]+)/.exec(document.cookie)?.[1];

/** GET /api/embed/templates/{id}: what the signing link shows before the form (name and text, no participants). */
export async function getSigningTemplate(templateId: number, linkToken: string): Promise<Agreement> {
  return agreementFromWire(await call<AgreementWire>(`embed/templates/${templateId}`, { headers: { 'X-Flow-Access-Token': linkToken } }));
}

/** POST /api/embed/templates/{id}/agreements: creates the visitor's agreement from the template. */
export async function createFromTemplate(templateId: number, linkToken: string, signer: { fullname: string; email: string }): Promise<CreatedFromTemplate> {
  const wire = await call<{ agreement_id: number; participant_id: number; guest_token: string }>(`embed/templates/${templateId}/agreements`, {
    method: 'POST',
    headers: { 'X-Flow-Access-Token': linkToken, 'Content-Type': 'application/json' },
    body: JSON.stringify(signer),
  });
  return { agreementId: wire.agreement_id, participantId: wire.participant_id, guestToken: wire.guest_token };
}

/**
 * POST /api/agreements/{id}/preview (§7, used when the guest token is `preview`): the owner's
 * read-only view, authorised by the session cookie. In a third-party iframe the browser does not
 * send that cookie, so this answers 401 there and the embed shows the 403 screen.
 */
export async function previewAgreement(agreementId: number): Promise<Agreement> {
  const token = xsrf();
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (token) headers['X-XSRF-TOKEN'] = decodeURIComponent(token);
  return agreementFromWire(await call<AgreementWire>(`agreements/${agreementId}/preview`, { method: 'POST', headers, body: '{}' }));
}
