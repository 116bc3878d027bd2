/*
 * Template direct signing links (embed template signing).
 *
 * The owner of a template (state 6) creates a link `{origin}/embed/documents/templates/{id}/at/{token}`;
 * the token is a fresh 256-bit value, stored only as its sha256 hex, returned once. Whoever holds
 * it may read the template's content (name and boxes, never its participants) and create an
 * agreement from it for themselves, which they then sign with an ordinary guest token.
 */
import { AgreementState, ApiErrorCode } from '@inkflow/core';
import { and, asc, eq, isNull } from 'drizzle-orm';
import { randomToken, sha256Hex } from '../auth/tokens.js';
import type { Db } from '../db/openDatabase.js';
import { templateSigningLinks } from '../db/schema-embed.js';
import { loadAgreement, type LoadedAgreement } from '../agreements/loadAgreement.js';
import { requireOwner } from '../agreements/requireOwner.js';
import type { PositionActor } from '../http/actor.js';
import { accessDenied, notFound, stateConflict } from '../http/ApiHttpError.js';

/** The URL of a template signing link. */
export function templateSigningUrl(origin: string, templateId: number, token: string): string {
  return `${origin}/embed/documents/templates/${templateId}/at/${token}`;
}

/**
 * POST /agreements/{id}/signing_links: creates a signing link for the caller's template.
 * Returns `{ id, token, url }` (the token only here, never again). Errors: 401, 403 (99), 404,
 * 409/4999 when the agreement is not a template.
 */
export async function createSigningLink(
  db: Db,
  { position }: PositionActor,
  templateId: number,
  origin: string,
): Promise<{ id: number; token: string; url: string }> {
  const loaded = await loadAgreement(db, templateId);
  requireOwner(loaded, position);
  if (loaded.agreement.state !== AgreementState.Template) {
    throw stateConflict(ApiErrorCode.DocumentLocked, 'Only a template can have a signing link');
  }
  const token = randomToken();
  const [row] = await db
    .insert(templateSigningLinks)
    .values({ templateId, tokenHash: sha256Hex(token), createdBy: position.positionId })
    .returning({ id: templateSigningLinks.id });
  return { id: row!.id, token, url: templateSigningUrl(origin, templateId, token) };
}

/**
 * GET /agreements/{id}/signing_links: the caller's template's links that are not revoked, oldest
 * first, as `{ collection: [{ id, created }] }` (ISO 8601). Never a token or URL: only the hash is
 * stored. Errors: 401, 403 (99), 404.
 */
export async function listSigningLinks(db: Db, { position }: PositionActor, templateId: number): Promise<{ collection: { id: number; created: string }[] }> {
  requireOwner(await loadAgreement(db, templateId), position);
  const rows = await db
    .select({ id: templateSigningLinks.id, created: templateSigningLinks.created })
    .from(templateSigningLinks)
    .where(and(eq(templateSigningLinks.templateId, templateId), isNull(templateSigningLinks.revokedAt)))
    .orderBy(asc(templateSigningLinks.id));
  return { collection: rows.map((row) => ({ id: row.id, created: row.created.toISOString() })) };
}

/**
 * DELETE /agreements/{id}/signing_links/{linkId}: revokes one link of the caller's template; the
 * token stops working at once (agreements already created from it stay). Errors: 401, 403 (99),
 * 404 for an unknown link or one of another template.
 */
export async function revokeSigningLink(db: Db, { position }: PositionActor, templateId: number, linkId: number): Promise<void> {
  requireOwner(await loadAgreement(db, templateId), position);
  const revoked = await db
    .update(templateSigningLinks)
    .set({ revokedAt: new Date() })
    .where(and(eq(templateSigningLinks.id, linkId), eq(templateSigningLinks.templateId, templateId), isNull(templateSigningLinks.revokedAt)))
    .returning({ id: templateSigningLinks.id });
  if (revoked.length === 0) throw notFound('Signing link not found');
}

/**
 * The template a signing-link token opens, or throws 403 (99): a missing, unknown, revoked or
 * other template's token, and a template that is no longer a template (or is deleted, 404).
 */
export async function requireSigningLink(db: Db, templateId: number, token: string | undefined): Promise<LoadedAgreement> {
  if (!token) throw accessDenied('This link does not give access to the template');
  const [link] = await db
    .select({ id: templateSigningLinks.id })
    .from(templateSigningLinks)
    .where(and(eq(templateSigningLinks.tokenHash, sha256Hex(token)), eq(templateSigningLinks.templateId, templateId), isNull(templateSigningLinks.revokedAt)))
    .limit(1);
  if (!link) throw accessDenied('This link does not give access to the template');
  const loaded = await loadAgreement(db, templateId);
  if (loaded.agreement.state !== AgreementState.Template) throw accessDenied('This link does not give access to the template');
  return loaded;
}
