/**
 * GET /accounts/{id}/members/ (§7 list call): the account's positions and its pending
 * invitations in one list, so the members page pages and sorts them together. Account admins only.
 */
import type { MemberWire, memberListQuerySchema } from '@inkflow/core';
import { sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../db/openDatabase.js';
import { accountTokens } from '../db/schema-accounts.js';
import { positions } from '../db/schema.js';
import type { PositionActor } from '../http/actor.js';
import { pendingInvitations } from '../seats/seatUsage.js';
import { requireAccountAdmin } from '../accounts/requireAccountAdmin.js';

/** ORDER BY of each `sort` value; every order ends on kind and id, so pages never overlap. */
const orders: Record<z.output<typeof memberListQuerySchema>['sort'], SQL> = {
  'name:asc': sql`lower(coalesce(nullif(fullname, ''), email)) ASC`,
  'name:desc': sql`lower(coalesce(nullif(fullname, ''), email)) DESC`,
  'email:asc': sql`lower(email) ASC`,
  'email:desc': sql`lower(email) DESC`,
  // Active first, then invited, then deactivated.
  'status:asc': sql`CASE status WHEN 'active' THEN 0 WHEN 'invited' THEN 1 ELSE 2 END ASC, lower(coalesce(nullif(fullname, ''), email)) ASC`,
  'status:desc': sql`CASE status WHEN 'active' THEN 0 WHEN 'invited' THEN 1 ELSE 2 END DESC, lower(coalesce(nullif(fullname, ''), email)) ASC`,
  'last_login:asc': sql`last_login_at ASC NULLS FIRST`,
  'last_login:desc': sql`last_login_at DESC NULLS LAST`,
};

interface MemberRow {
  kind: 'position' | 'invitation';
  id: number;
  fullname: string;
  email: string;
  user_role: string;
  status: MemberWire['status'];
  last_login_at: Date | string | null;
  created: Date | string;
  expires_at: Date | string | null;
  total: number | string;
}

/** Dates arrive as Date (node-postgres, PGlite) or text; the wire wants ISO 8601. */
const iso = (value: Date | string | null): string | null => (value === null ? null : new Date(value).toISOString());

/** Lists `{ collection, count }` of account `accountId`. Errors: 403 (99) unless the caller is its admin. */
export async function listMembers(db: Db, { position }: PositionActor, accountId: number, input: z.output<typeof memberListQuerySchema>): Promise<{ collection: MemberWire[]; count: number }> {
  await requireAccountAdmin(db, position, accountId);
  const result = await db.execute(sql`
    SELECT *, count(*) OVER () AS total FROM (
      SELECT 'position' AS kind, ${positions.id} AS id, ${positions.fullname} AS fullname, ${positions.email} AS email,
        ${positions.userRole} AS user_role,
        CASE WHEN ${positions.deactivatedAt} IS NULL THEN 'active' ELSE 'deactivated' END AS status,
        ${positions.lastLoginAt} AS last_login_at, ${positions.created} AS created, NULL::timestamptz AS expires_at
      FROM ${positions} WHERE ${positions.accountId} = ${accountId}
      UNION ALL
      SELECT 'invitation', ${accountTokens.id}, coalesce(${accountTokens.data} ->> 'fullname', ''), ${accountTokens.email},
        CASE WHEN ${accountTokens.data} ->> 'user_role' = 'admin' THEN 'admin' ELSE 'member' END,
        'invited', NULL::timestamptz, ${accountTokens.created}, ${accountTokens.expiresAt}
      FROM ${accountTokens} WHERE ${pendingInvitations(accountId)}
    ) AS members
    ORDER BY ${orders[input.sort]}, kind DESC, id ASC
    LIMIT ${input.limit} OFFSET ${input.offset}`);
  const rows = (result as unknown as { rows: MemberRow[] }).rows;
  let count = Number(rows[0]?.total ?? 0);
  // A page past the end has no row to carry the total: count separately.
  if (rows.length === 0 && input.offset > 0) {
    const counted = await db.execute(sql`SELECT
      (SELECT count(*) FROM ${positions} WHERE ${positions.accountId} = ${accountId})
      + (SELECT count(*) FROM ${accountTokens} WHERE ${pendingInvitations(accountId)}) AS total`);
    count = Number((counted as unknown as { rows: { total: number | string }[] }).rows[0]?.total ?? 0);
  }
  const collection = rows.map((r) => ({
    kind: r.kind,
    id: Number(r.id),
    fullname: r.fullname,
    email: r.email,
    user_role: r.user_role,
    status: r.status,
    last_login_at: iso(r.last_login_at),
    created: iso(r.created)!,
    expires_at: iso(r.expires_at),
  }));
  return { collection, count };
}
