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

type DocumentFieldsRow = { tags: { id: number; name: string }[] | string; note_count: number; user_events_count: number; link_count: number };

const linked = sql.raw('linked');
const byId = sql.placeholder('id');
/** One row: the tags (JSON) and the three counts, as correlated subqueries of one statement. */
const buildDocumentFields = (db: Db) =>
  db
    .select({
      tags: sql<DocumentFieldsRow['tags']>`(SELECT coalesce(json_agg(json_build_object('id', ${tags.id}, 'name', ${tags.name}) ORDER BY ${tags.name}, ${tags.id}), '[]'::json)
         FROM ${tagConnections} INNER JOIN ${tags} ON ${tags.id} = ${tagConnections.tagId} WHERE ${tagConnections.agreementId} = ${byId})`,
      note_count: sql<number>`(SELECT count(*)::int FROM ${agreementNotes} WHERE ${agreementNotes.agreementId} = ${byId})`,
      user_events_count: sql<number>`(SELECT count(*)::int FROM ${delayedEvents} WHERE ${delayedEvents.agreementId} = ${byId})`,
      link_count: sql<number>`(SELECT count(*)::int FROM ${agreementLinks} INNER JOIN ${agreements} AS ${linked}
         ON ${linked}.id = CASE WHEN ${agreementLinks.lowId} = ${byId} THEN ${agreementLinks.highId} ELSE ${agreementLinks.lowId} END
         WHERE (${agreementLinks.lowId} = ${byId} OR ${agreementLinks.highId} = ${byId}) AND ${linked}.deleted_at IS NULL)`,
    })
    .from(sql`(SELECT 1) AS one`)
    .prepare('agreement_document_fields');

// Built once per database handle (a transaction is its own handle): every owner answer reads it.
const documentFieldStatements = new WeakMap<Db, ReturnType<typeof buildDocumentFields>>();

/**
 * Reads the tags and counts of `agreement` in one statement (correlated subqueries) and shapes
 * the document fields for a caller holding `granted`.
 */
export async function agreementDocumentWire(db: Db, agreement: AgreementRow, granted: ReadonlySet<string>): Promise<AgreementDocumentWire> {
  let statement = documentFieldStatements.get(db);
  if (!statement) documentFieldStatements.set(db, (statement = buildDocumentFields(db)));
  const [row] = (await statement.execute({ id: agreement.id })) as DocumentFieldsRow[];
  if (!row) throw new Error('agreement_document_fields answered no row');
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
