/** The members list row (core MemberWire) of a position or of a pending invitation. */
import type { MemberWire } from '@inkflow/core';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/openDatabase.js';
import { positions } from '../db/schema.js';
import { notFound } from '../http/ApiHttpError.js';

/** The position columns a member row needs. */
export const memberColumns = {
  id: positions.id,
  fullname: positions.fullname,
  email: positions.email,
  userRole: positions.userRole,
  deactivatedAt: positions.deactivatedAt,
  lastLoginAt: positions.lastLoginAt,
  created: positions.created,
};

/** A position row as selected with `memberColumns`. */
export interface MemberPositionRow {
  id: number;
  fullname: string;
  email: string;
  userRole: string;
  deactivatedAt: Date | null;
  lastLoginAt: Date | null;
  created: Date;
}

/** A position as a members list row. */
export function positionMemberToWire(row: MemberPositionRow): MemberWire {
  return {
    kind: 'position',
    id: row.id,
    fullname: row.fullname,
    email: row.email,
    user_role: row.userRole,
    status: row.deactivatedAt ? 'deactivated' : 'active',
    last_login_at: row.lastLoginAt?.toISOString() ?? null,
    created: row.created.toISOString(),
    expires_at: null,
  };
}

/** A pending invitation (an account_tokens row) as a members list row. */
export function invitationToWire(row: { id: number; email: string; data: unknown; created: Date; expiresAt: Date }): MemberWire {
  const data = (row.data ?? {}) as { fullname?: unknown; user_role?: unknown };
  return {
    kind: 'invitation',
    id: row.id,
    fullname: typeof data.fullname === 'string' ? data.fullname : '',
    email: row.email,
    user_role: data.user_role === 'admin' ? 'admin' : 'member',
    status: 'invited',
    last_login_at: null,
    created: row.created.toISOString(),
    expires_at: row.expiresAt.toISOString(),
  };
}

/** Loads position `id` of account `accountId` (locked with `lock` inside a transaction) or throws 404 "Position not found". */
export async function loadMemberPosition(tx: Db, accountId: number, id: number, options: { lock?: boolean } = {}): Promise<MemberPositionRow> {
  const query = tx
    .select(memberColumns)
    .from(positions)
    .where(and(eq(positions.id, id), eq(positions.accountId, accountId)))
    .limit(1);
  const [row] = options.lock ? await query.for('update') : await query;
  if (!row) throw notFound('Position not found');
  return row;
}
