/**
 * The document fields of an agreement (§3 Agreement, issue #4) added to its wire shape: ACL
 * entries of the caller, folder, source template, agreement value (a decimal string), import
 * mark, trash time, tags, and the note, reminder and link counts.
 */
import { and, asc, count, eq, isNull, or } from 'drizzle-orm';
import type { Db } from '../db/openDatabase.js';
import { agreementNotes, delayedEvents, tagConnections, tags } from '../db/schema-documents.js';
import { agreementLinks } from '../db/schema-links.js';
import { agreements } from '../db/schema.js';
import { agreementAclToWire, type AclEntryWire } from '../permissions/aclToWire.js';
import type { AgreementRow } from './agreementContent.js';

/** The fields issue #4 adds to an agreement on the wire. */
export interface AgreementDocumentWire {
  acl: AclEntryWire[];
  folder_id: number | null;
  source_id: number | null;
  agreement_value: { amount: string | null };
  expire_date: string | null;
  imported: boolean;
  deleted_at: string | null;
  tags: { id: number; name: string }[];
  note_count: number;
  user_events_count: number;
  /** Links to agreements not in the trash (GET /agreements/{id}/links/ may show fewer to a caller without access to some). */
  link_count: number;
}

/** Reads the tags and counts of `agreement` and shapes the document fields for a caller holding `granted`. */
export async function agreementDocumentWire(db: Db, agreement: AgreementRow, granted: ReadonlySet<string>): Promise<AgreementDocumentWire> {
  const [tagRows, [notes], [reminders], [links]] = await Promise.all([
    db
      .select({ id: tags.id, name: tags.name })
      .from(tagConnections)
      .innerJoin(tags, eq(tags.id, tagConnections.tagId))
      .where(eq(tagConnections.agreementId, agreement.id))
      .orderBy(asc(tags.name)),
    db.select({ n: count() }).from(agreementNotes).where(eq(agreementNotes.agreementId, agreement.id)),
    db.select({ n: count() }).from(delayedEvents).where(eq(delayedEvents.agreementId, agreement.id)),
    db
      .select({ n: count() })
      .from(agreementLinks)
      .innerJoin(
        agreements,
        or(
          and(eq(agreementLinks.lowId, agreement.id), eq(agreements.id, agreementLinks.highId)),
          and(eq(agreementLinks.highId, agreement.id), eq(agreements.id, agreementLinks.lowId)),
        ),
      )
      .where(isNull(agreements.deletedAt)),
  ]);
  return {
    acl: agreementAclToWire(granted),
    folder_id: agreement.folderId,
    source_id: agreement.sourceId,
    agreement_value: { amount: agreement.agreementValue },
    expire_date: agreement.expireDate?.toISOString() ?? null,
    imported: agreement.importedAt !== null,
    deleted_at: agreement.deletedAt?.toISOString() ?? null,
    tags: tagRows,
    note_count: notes?.n ?? 0,
    user_events_count: reminders?.n ?? 0,
    link_count: links?.n ?? 0,
  };
}
