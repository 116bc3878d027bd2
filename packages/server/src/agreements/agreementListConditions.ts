/**
 * The WHERE conditions of GET /agreements/ (§7 filters), one per filter, so the list and its
 * benchmark share them. Every subquery is on an indexed column: role_bindings by actor (and
 * group_positions by position, permissions/bindingActors.ts),
 * tag_connections by (tag, agreement) and agreement, participants by position, folders by parent.
 */
import { agreementListQuerySchema, noFolderId } from '@inkflow/core';
import { and, eq, gte, inArray, isNotNull, isNull, lt, lte, not, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { agreements, collections, participants } from '../db/schema.js';
import { folders, roleBindings, roles, tagConnections } from '../db/schema-documents.js';
import { bindingsApplyingTo } from '../permissions/bindingActors.js';
import { Permission } from '../permissions/permissionNames.js';
import { sharedWithMeId } from '../collections/sharedWithMe.js';

/** A parsed list query. */
export type AgreementListInput = z.output<typeof agreementListQuerySchema>;

/** Who lists: the position, its account, and whether it is an account admin (sees the whole account). */
export interface ListCaller {
  positionId: number;
  accountId: number;
  isAdmin: boolean;
}

const viewJson = JSON.stringify([Permission.View]);

/** Resource ids of `type` bound to the position (or a group it is in) through a role that allows agreement:view. */
function boundIds(positionId: number, type: 'agreement' | 'collection'): SQL {
  return sql`(SELECT ${roleBindings.resourceId} FROM ${roleBindings} INNER JOIN ${roles} ON ${roles.id} = ${roleBindings.roleId}
    WHERE ${bindingsApplyingTo(positionId)}
      AND ${roleBindings.resourceType} = ${type} AND ${roles.permissions} @> ${viewJson}::jsonb)`;
}

/** "Shared with me" (§3 virtual workspace 0): agreements bound to the position itself or to its groups. */
function sharedWithPosition(positionId: number): SQL {
  return sql`${agreements.id} IN ${boundIds(positionId, 'agreement')}`;
}

/** The end of a `to` bound: a bare date includes its whole day. */
function toBound(value: string): { op: 'lt' | 'lte'; at: Date } {
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return { op: 'lt', at: new Date(Date.parse(`${value}T00:00:00Z`) + 86_400_000) };
  return { op: 'lte', at: new Date(value) };
}

const dateColumns = {
  created: agreements.created,
  updated: agreements.updated,
  published_at: agreements.publishedAt,
  expire_date: agreements.expireDate,
} as const;

/** Escapes LIKE wildcards so a search for "50%" means the text "50%". */
const likePattern = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Builds the conditions for `input` as seen by `caller`. */
export function agreementListConditions(input: AgreementListInput, caller: ListCaller): SQL[] {
  const conditions: SQL[] = [eq(collections.accountId, caller.accountId)];
  conditions.push(input.trashed ? and(isNotNull(agreements.deletedAt), isNull(agreements.purgedAt))! : isNull(agreements.deletedAt));

  // §6: who may see what. Admins see their account; others what their bindings allow.
  if (!caller.isAdmin) {
    conditions.push(or(sql`${agreements.collectionId} IN ${boundIds(caller.positionId, 'collection')}`, sharedWithPosition(caller.positionId))!);
  }

  const workspaceIds = [...(input.collection_ids ?? []), ...(input.workspace_ids ?? [])];
  if (input.collection_ids !== undefined || input.workspace_ids !== undefined) {
    const real = workspaceIds.filter((id) => id !== sharedWithMeId);
    const parts: SQL[] = [];
    if (real.length) parts.push(inArray(agreements.collectionId, real));
    if (workspaceIds.includes(sharedWithMeId)) parts.push(sharedWithPosition(caller.positionId));
    conditions.push(parts.length ? or(...parts)! : sql`false`);
  }
  if (input.shared_with_me) conditions.push(sharedWithPosition(caller.positionId));

  if (input.no_folder) conditions.push(isNull(agreements.folderId));
  if (input.folder_ids !== undefined) {
    const ids = input.folder_ids.filter((id) => id !== noFolderId);
    const parts: SQL[] = [];
    if (ids.length) {
      parts.push(
        input.include_subfolder_tree
          ? sql`${agreements.folderId} IN (WITH RECURSIVE tree(id) AS (
              SELECT ${folders.id} FROM ${folders} WHERE ${inArray(folders.id, ids)}
              UNION SELECT f.id FROM ${folders} f INNER JOIN tree ON f.parent_id = tree.id
            ) SELECT id FROM tree)`
          : inArray(agreements.folderId, ids),
      );
    }
    if (input.folder_ids.includes(noFolderId)) parts.push(isNull(agreements.folderId));
    conditions.push(parts.length ? or(...parts)! : sql`false`);
  }

  if (input.states !== undefined) conditions.push(input.states.length ? inArray(agreements.state, input.states) : sql`false`);

  if (input.date_field && (input.from || input.to)) {
    const column = dateColumns[input.date_field];
    if (input.from) conditions.push(gte(column, new Date(input.from)));
    // A `to` of 9999-12-31 ends at year 10000, which PostgreSQL cannot parse back from JSON's
    // "+010000-…": no stored date is that late, so such a bound filters nothing.
    const bound = input.to ? toBound(input.to) : undefined;
    if (bound && bound.at.getUTCFullYear() <= 9999) conditions.push(bound.op === 'lt' ? lt(column, bound.at) : lte(column, bound.at));
  }

  if (input.sign_order !== undefined) {
    const on = sql`${agreements.config} -> 'signOrder' = 'true'::jsonb`;
    conditions.push(input.sign_order === '1' ? on : sql`(${agreements.config} -> 'signOrder' IS NULL OR NOT (${on}))`);
  }

  if (input.tag_ids?.length) {
    const tagIds = [...new Set(input.tag_ids)];
    conditions.push(
      input.tag_operator === 'and'
        ? sql`(SELECT count(*) FROM ${tagConnections} WHERE ${tagConnections.agreementId} = ${agreements.id} AND ${inArray(tagConnections.tagId, tagIds)}) = ${tagIds.length}`
        : sql`EXISTS (SELECT 1 FROM ${tagConnections} WHERE ${tagConnections.agreementId} = ${agreements.id} AND ${inArray(tagConnections.tagId, tagIds)})`,
    );
  }
  if (input.no_tag) conditions.push(sql`NOT EXISTS (SELECT 1 FROM ${tagConnections} WHERE ${tagConnections.agreementId} = ${agreements.id})`);

  if (input.position_ids?.length) {
    const positionIds = [...new Set(input.position_ids)];
    conditions.push(
      input.position_operator === 'and'
        ? sql`(SELECT count(DISTINCT ${participants.positionId}) FROM ${participants} WHERE ${participants.agreementId} = ${agreements.id} AND ${participants.enabled} AND ${inArray(participants.positionId, positionIds)}) = ${positionIds.length}`
        : sql`EXISTS (SELECT 1 FROM ${participants} WHERE ${participants.agreementId} = ${agreements.id} AND ${participants.enabled} AND ${inArray(participants.positionId, positionIds)})`,
    );
  }

  if (input.q) conditions.push(sql`${agreements.name} ILIKE ${likePattern(input.q)}`);
  if (input.exclude_ids?.length) conditions.push(not(inArray(agreements.id, input.exclude_ids)));
  return conditions;
}
