/**
 * A template's direct signing links (issue #6 "Template signing"): GET, POST and DELETE
 * /api/agreements/{id}/signing_links. Same origin, anti-forgery cookie echoed on writes; non-OK
 * answers reject with core's ApiError (a 401 also ends the session, like every other call).
 */
import { ApiError } from '@inkflow/core';
import { useSession } from '../session/services.js';

/** A link as listed: no token, which the server keeps only hashed. `created` is ISO 8601. */
export interface SigningLink {
  id: number;
  created: string;
}

/** A link just created: its token and URL are shown this once. */
export interface CreatedSigningLink {
  id: number;
  token: string;
  url: string;
}

async function call<T>(path: string, init: RequestInit = {}): Promise<T> {
  const xsrf = /(?:^|;\s*)XSRF-TOKEN=([^;]+)/.exec(document.cookie)?.[1];
  const headers: Record<string, string> = init.method && xsrf ? { 'X-XSRF-TOKEN': decodeURIComponent(xsrf) } : {};
  if (init.body) headers['Content-Type'] = 'application/json';
  const response = await fetch(`/api/${path}`, { credentials: 'same-origin', ...init, headers });
  const body: unknown = (response.headers.get('content-type') ?? '').includes('json') ? await response.json() : await response.text();
  if (!response.ok) {
    if (response.status === 401) useSession.getState().markSignedOut();
    throw new ApiError(response.status, body, response.statusText);
  }
  return body as T;
}

/** The template's links that are not revoked, oldest first. */
export async function listSigningLinks(templateId: number): Promise<SigningLink[]> {
  return (await call<{ collection: SigningLink[] }>(`agreements/${templateId}/signing_links`)).collection;
}

/** Creates a link; errors: 403 (99), 409/4999 when the agreement is not a template. */
export function createSigningLink(templateId: number): Promise<CreatedSigningLink> {
  return call<CreatedSigningLink>(`agreements/${templateId}/signing_links`, { method: 'POST', body: '{}' });
}

/** Revokes a link at once; agreements already created through it stay. */
export async function revokeSigningLink(templateId: number, linkId: number): Promise<void> {
  await call<unknown>(`agreements/${templateId}/signing_links/${linkId}`, { method: 'DELETE' });
}

/**
 * The HTML a partner pastes to show the link in the widget: the loader script tag and an element
 * the loader mounts by its data attributes (docs/embedding.md "A plain script tag").
 */
export function signingLinkEmbedCode(link: CreatedSigningLink, templateId: number): string {
  const origin = new URL(link.url).origin;
  return (
    `<script src="${origin}/embed/loader.js" async></script>\n` +
    `<div data-inkflow-template="${templateId}" data-inkflow-token="${link.token}"></div>`
  );
}
