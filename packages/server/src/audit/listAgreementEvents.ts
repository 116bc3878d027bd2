/**
 * GET /agreements/{id}/events (§3 agreementEvents, the audit trail): the agreement's events as a tree by
 * parent id, each with type, actor name, time, IP, user agent and document hash. Owner only:
 * the trail names every participant's IP and user agent, which counterparties should not see.
 */
import { asc, eq } from 'drizzle-orm';
import { loadAgreement } from '../agreements/loadAgreement.js';
import { requireOwner } from '../agreements/requireOwner.js';
import type { Db } from '../db/openDatabase.js';
import { agreementEvents, participants, positions } from '../db/schema.js';
import type { PositionActor } from '../http/actor.js';
import { agreementEventTree, type AgreementEventWire } from './agreementEventTree.js';

/** `{ collection: roots, count: number of events }`. Errors: 403 (99) not the owner, 404 NOT_FOUND. */
export async function listAgreementEvents(db: Db, { position }: PositionActor, agreementId: number): Promise<{ collection: AgreementEventWire[]; count: number }> {
  const loaded = await loadAgreement(db, agreementId);
  requireOwner(loaded, position);
  return loadAgreementEventTree(db, agreementId);
}

/** Every event of `agreementId` as the tree of the audit trail (no access check: the caller made it). */
export async function loadAgreementEventTree(db: Db, agreementId: number): Promise<{ collection: AgreementEventWire[]; count: number }> {
  const rows = await db
    .select({ event: agreementEvents, positionName: positions.fullname, participantName: participants.fullname })
    .from(agreementEvents)
    .leftJoin(positions, eq(positions.id, agreementEvents.positionId))
    .leftJoin(participants, eq(participants.id, agreementEvents.participantId))
    .where(eq(agreementEvents.agreementId, agreementId))
    .orderBy(asc(agreementEvents.id));
  const flat = rows.map(({ event, positionName, participantName }) => ({
    id: event.id,
    parent_id: event.parentId,
    type: event.type,
    // A participant acting is named as the participant even when the owner signs as one.
    actor:
      event.participantId !== null
        ? { kind: 'participant' as const, id: event.participantId, name: participantName }
        : event.positionId !== null
          ? { kind: 'position' as const, id: event.positionId, name: positionName }
          : { kind: 'system' as const, id: null, name: null },
    created: event.created.toISOString(),
    ip: event.ip,
    user_agent: event.userAgent,
    document_hash: event.documentHash,
    payload: (event.payload ?? {}) as Record<string, unknown>,
  }));
  return { collection: agreementEventTree(flat), count: flat.length };
}
