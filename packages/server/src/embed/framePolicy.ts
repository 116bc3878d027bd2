/*
 * Who may frame an embed page (issue #6 "Account side"), decided per request from the account
 * that owns the agreement (or template) in the path:
 * - production: exactly the account's allowed origins; none saved means `frame-ancestors 'none'`;
 * - elsewhere: those plus http://localhost:* and http://127.0.0.1:* (and 'self'), so the
 *   examples and local development work on any port.
 * The same policy goes to the browser twice: as the CSP `frame-ancestors` header (the browser
 * refuses to render the page in any other parent) and as JSON in the HTML shell, so the iframe
 * completes its postMessage handshake only with an allowed parent origin.
 *
 * The account is found from the agreement id alone, whether or not the token is valid, so a
 * partner page still shows the error screen of a revoked link. That reveals nothing but the
 * allowlist, which every browser showing one of the account's documents receives anyway.
 */
import type { EmbedFramePolicy } from '@inkflow/core/protocol';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/openDatabase.js';
import { agreements, collections } from '../db/schema.js';
import { allowedOriginsOf } from './accountEmbedSettings.js';

/** The frame policy for agreement `agreementId` (an unknown agreement gets the empty list). */
export async function framePolicyFor(db: Db, agreementId: number, production: boolean): Promise<EmbedFramePolicy> {
  const [row] = await db
    .select({ accountId: collections.accountId })
    .from(agreements)
    .innerJoin(collections, eq(collections.id, agreements.collectionId))
    .where(and(eq(agreements.id, agreementId), isNull(agreements.deletedAt)))
    .limit(1);
  const allowedOrigins = row ? (await allowedOriginsOf(db, row.accountId)).origins : [];
  return { allowedOrigins, allowDevOrigins: !production };
}

/** The `frame-ancestors` directive for a policy; the embed page's CSP ends with it (http/securityHeaders.ts). */
export function frameAncestors(policy: EmbedFramePolicy): string {
  const sources = [...(policy.allowDevOrigins ? ["'self'", 'http://localhost:*', 'http://127.0.0.1:*'] : []), ...policy.allowedOrigins];
  return `frame-ancestors ${sources.length ? sources.join(' ') : "'none'"}`;
}
