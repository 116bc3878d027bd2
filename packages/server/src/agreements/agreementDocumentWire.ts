/**
 * The document fields of an agreement (§3 Agreement) added to its wire shape for a position:
 * ACL entries of the caller, folder, source template, agreement value (a decimal string), import
 * mark, trash time, tags, and the note, reminder and link counts.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../db/openDatabase.js';
import { agreementNotes, delayedEvents, tagConnections, tags } from '../db/schema-documents.js';
import { agreementLinks } from '../db/schema-links.js';
import { agreements } from '../db/schema.js';
import { agreementAclToWire, type AclEntryWire } from '../permissions/aclToWire.js';
import type { AgreementRow } from './agreementContent.js';

/** The document fields of an agreement on the wire. */
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

type Rows = { rows: { tags: { id: number; name: string }[] | string; note_count: number; user_events_count: number; link_count: number }[] };

/**
 * Reads the tags and counts of `agreement` in one statement (correlated subqueries) and shapes
 * the document fields for a caller holding `granted`.
 */
export async function agreementDocumentWire(db: Db, agreement: AgreementRow, granted: ReadonlySet<string>): Promise<AgreementDocumentWire> {
  const id = agreement.id;
  const other = sql.raw('linked');
  const result = (await db.execute(sql`SELECT
      (SELECT coalesce(json_agg(json_build_object('id', ${tags.id}, 'name', ${tags.name}) ORDER BY ${tags.name}, ${tags.id}), '[]'::json)
         FROM ${tagConnections} INNER JOIN ${tags} ON ${tags.id} = ${tagConnections.tagId} WHERE ${tagConnections.agreementId} = ${id}) AS tags,
      (SELECT count(*)::int FROM ${agreementNotes} WHERE ${agreementNotes.agreementId} = ${id}) AS note_count,
      (SELECT count(*)::int FROM ${delayedEvents} WHERE ${delayedEvents.agreementId} = ${id}) AS user_events_count,
      (SELECT count(*)::int FROM ${agreementLinks} INNER JOIN ${agreements} AS ${other}
         ON ${other}.id = CASE WHEN ${agreementLinks.lowId} = ${id} THEN ${agreementLinks.highId} ELSE ${agreementLinks.lowId} END
         WHERE (${agreementLinks.lowId} = ${id} OR ${agreementLinks.highId} = ${id}) AND ${other}.deleted_at IS NULL) AS link_count`)) as unknown as Rows;
  const row = result.rows[0]!;
  return {
    acl: agreementAclToWire(granted),
    folder_id: agreement.folderId,
    source_id: agreement.sourceId,
    agreement_value: { amount: agreement.agreementValue },
    expire_date: agreement.expireDate?.toISOString() ?? null,
    imported: agreement.importedAt !== null,
    deleted_at: agreement.deletedAt?.toISOString() ?? null,
    tags: typeof row.tags === 'string' ? (JSON.parse(row.tags) as { id: number; name: string }[]) : row.tags,
    note_count: Number(row.note_count),
    user_events_count: Number(row.user_events_count),
    link_count: Number(row.link_count),
  };
}
