/**
 * The per-signer facts of the audit certificate's "content each signer saw" section, read from
 * the audit trail: each `signed` event (its document_hash is the SHA-256 of the content that
 * signer saw, agreements/signedContent.ts), whether it was the first signature and which
 * first-signatory inputs it locked, and every `inputs_filled` event after it (who, which fields).
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import { dataFieldValues } from '@inkflow/core';
import type { Db } from '../db/openDatabase.js';
import { agreementEvents } from '../db/schema.js';
import type { LoadedAgreement } from '../agreements/loadAgreement.js';

/** A later change listed under a signer: who filled which fields (their names, or keys), when. */
export interface LaterChange {
  by: string;
  fields: string[];
  at: Date;
}

/** One signer's block on the certificate. `contentSha256` is lowercase sha256 hex. */
export interface SignerContentRecord {
  signer: string;
  signedAt: Date;
  contentSha256: string;
  /** Names of the first-signatory inputs this (first) signature locked; empty otherwise. */
  lockedFields: string[];
  laterChanges: LaterChange[];
}

type FieldPayload = { key?: unknown; name?: unknown };

/** The records of `loaded`'s signatures in signing order (inside the sealing transaction). */
export async function signedContentRecords(tx: Db, loaded: LoadedAgreement): Promise<SignerContentRecord[]> {
  const events = await tx
    .select({ id: agreementEvents.id, type: agreementEvents.type, participantId: agreementEvents.participantId, documentHash: agreementEvents.documentHash, payload: agreementEvents.payload, created: agreementEvents.created })
    .from(agreementEvents)
    .where(and(eq(agreementEvents.agreementId, loaded.agreement.id), inArray(agreementEvents.type, ['signed', 'inputs_filled'])))
    .orderBy(asc(agreementEvents.id));
  const names = new Map(loaded.participants.map((p) => [p.id, p.fullname]));
  const who = (id: number | null) => (id !== null ? names.get(id) : undefined) ?? '?';
  const fields = dataFieldValues(Array.isArray(loaded.agreement.data) ? loaded.agreement.data : []);
  const fieldName = (key: string) => fields.get(key)?.name || key;
  const fills = events.filter((e) => e.type === 'inputs_filled');
  return events
    .filter((e) => e.type === 'signed')
    .map((signed) => {
      const payload = signed.payload as { locked_fields?: unknown };
      const locked = Array.isArray(payload.locked_fields) ? payload.locked_fields.filter((k): k is string => typeof k === 'string') : [];
      return {
        signer: who(signed.participantId),
        signedAt: signed.created,
        contentSha256: signed.documentHash,
        lockedFields: locked.map(fieldName),
        laterChanges: fills
          .filter((fill) => fill.id > signed.id)
          .map((fill) => {
            const changed = (fill.payload as { fields?: unknown }).fields;
            const list = Array.isArray(changed) ? (changed as FieldPayload[]) : [];
            return { by: who(fill.participantId), at: fill.created, fields: list.map((f) => (typeof f.name === 'string' && f.name ? f.name : String(f.key))) };
          }),
      };
    });
}
