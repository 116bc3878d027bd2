/**
 * A template's direct signing links (embed template signing): GET, POST and DELETE
 * /api/agreements/{id}/signing_links through the app's typed client (a 401 ends the session, as
 * for every other call); non-OK answers reject with core's ApiError.
 */
import type { CreatedSigningLinkWire, SigningLinkWire } from '@inkflow/core';
import { api } from '../session/services.js';

/** A link as listed: no token, which the server keeps only hashed. `created` is ISO 8601. */
export type SigningLink = SigningLinkWire;

/** A link just created: its token and URL are shown this once. */
export type CreatedSigningLink = CreatedSigningLinkWire;

/** The template's links that are not revoked, oldest first. */
export async function listSigningLinks(templateId: number): Promise<SigningLink[]> {
  return (await api.call('GET /agreements/:id/signing_links', { params: { id: templateId } })).collection;
}

/** Creates a link; errors: 403 (99), 409/4999 when the agreement is not a template. */
export function createSigningLink(templateId: number): Promise<CreatedSigningLink> {
  return api.call('POST /agreements/:id/signing_links', { params: { id: templateId } });
}

/** Revokes a link at once; agreements already created through it stay. */
export async function revokeSigningLink(templateId: number, linkId: number): Promise<void> {
  await api.call('DELETE /agreements/:id/signing_links/:linkId', { params: { id: templateId, linkId } });
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
