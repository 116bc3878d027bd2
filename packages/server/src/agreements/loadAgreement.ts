/**
 * Reading an agreement with its participants and parties, optionally taking the per-agreement
 * row lock (SELECT … FOR UPDATE) that serialises every write to one agreement.
 */
import { maxId } from '@inkflow/core';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/openDatabase.js';
import { agreements, collections, participants, parties } from '../db/schema.js';
import { webhooks } from '../db/schema-webhooks.js';
import { notFound } from '../http/ApiHttpError.js';
import type { AgreementRow, ParticipantRow, PartyRow } from './agreementContent.js';

/** An agreement with everything its wire shape and checksum need, plus the owning account. */
export interface LoadedAgreement {
  agreement: AgreementRow;
  accountId: number;
  participants: ParticipantRow[];
  parties: PartyRow[];
  /**
   * The event types some enabled webhook of the account subscribes to, read with the agreement
   * (webhooks/webhookJobs.ts): an event nobody listens to costs no statement.
   */
  webhookEvents: string[];
}

/**
 * Parses an :id path parameter: digits only, 1..2147483647 (core's maxId, the `integer` columns).
 * Anything else (letters, a sign, an exponent, a value beyond 2^31 − 1) throws 404 NOT_FOUND with
 * `message` — §8: a non-numeric agreement id fails with "Invalid agreement Id", status 404.
 */
export function parseId(raw: string | undefined, message: string): number {
  if (raw === undefined || !/^\d{1,10}$/.test(raw)) throw notFound(message);
  const id = Number(raw);
  if (id < 1 || id > maxId) throw notFound(message);
  return id;
}

/**
 * The agreement's parties as one JSON array, read beside the agreement row (parties have no
 * dates, so the JSON maps back to PartyRow exactly): one statement fewer per read.
 */
const partiesJson = sql<PartyRow[]>`(SELECT coalesce(json_agg(json_build_object('id', ${parties.id}, 'agreementId', ${parties.agreementId}, 'name', ${parties.name}, 'country', ${parties.country}, 'orgnr', ${parties.orgnr}, 'individual', ${parties.individual}, 'enabled', ${parties.enabled}) ORDER BY ${parties.id}), '[]'::json) FROM ${parties} WHERE ${parties.agreementId} = ${agreements.id})`;

/**
 * Loads a non-deleted agreement, or throws 404, in two statements: the agreement with its account,
 * parties and the account's subscribed webhook events, then its participants. With `lock`, the agreement row stays locked until the
 * surrounding transaction ends.
 */
export async function loadAgreement(tx: Db, id: number, options: { lock?: boolean } = {}): Promise<LoadedAgreement> {
  const [row] = await statementOf(tx, options.lock ? 'locked' : 'plain').execute({ id });
  if (!row) throw notFound('Agreement not found');
  const people = await statementOf(tx, 'participants').execute({ id });
  return { agreement: row.agreement, accountId: row.accountId, participants: people, parties: parseJson(row.parties), webhookEvents: parseJson(row.webhookEvents) };
}

/** The account's subscribed webhook event types, read beside the agreement row (LoadedAgreement.webhookEvents). */
const webhookEventsJson = sql<string[]>`(SELECT coalesce(json_agg(DISTINCT subscribed.type), '[]'::json) FROM ${webhooks} CROSS JOIN LATERAL jsonb_array_elements_text(${webhooks.events}) AS subscribed(type) WHERE ${webhooks.accountId} = ${collections.accountId} AND ${webhooks.enabled})`;

const agreementRow = (tx: Db) =>
  tx
    .select({ agreement: agreements, accountId: collections.accountId, parties: partiesJson, webhookEvents: webhookEventsJson })
    .from(agreements)
    .innerJoin(collections, eq(collections.id, agreements.collectionId))
    .where(and(eq(agreements.id, sql.placeholder('id')), isNull(agreements.deletedAt)))
    .limit(1);
const statementBuilders = {
  plain: (tx: Db) => agreementRow(tx).prepare('load_agreement'),
  locked: (tx: Db) => agreementRow(tx).for('update', { of: agreements }).prepare('load_agreement_locked'),
  participants: (tx: Db) => tx.select().from(participants).where(eq(participants.agreementId, sql.placeholder('id'))).orderBy(participants.id).prepare('load_agreement_participants'),
};
type Statements = { [K in keyof typeof statementBuilders]?: ReturnType<(typeof statementBuilders)[K]> };

// Each statement is built once per database handle (a transaction is its own handle): most
// calls load an agreement, and building a Drizzle query costs more than running it.
const builtStatements = new WeakMap<Db, Statements>();
function statementOf<K extends keyof typeof statementBuilders>(tx: Db, kind: K): NonNullable<Statements[K]> {
  let built = builtStatements.get(tx);
  if (!built) builtStatements.set(tx, (built = {}));
  return (built[kind] ??= statementBuilders[kind](tx) as never) as NonNullable<Statements[K]>;
}

/** node-postgres and PGlite parse `json` columns; a driver handing back text still works. */
function parseJson<T>(value: T | string): T {
  return typeof value === 'string' ? (JSON.parse(value) as T) : value;
}
