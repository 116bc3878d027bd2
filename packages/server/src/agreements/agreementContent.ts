/**
 * What an agreement "is" at a moment, for the checksum (optimistic concurrency, §5 4002) and the
 * document hash of the audit trail (DESIGN.md "Data").
 *
 * The content is serialised as canonical JSON (object keys sorted, no whitespace) so the same
 * agreement always hashes the same, whatever order jsonb returns keys in.
 */
import { sha256Hex } from '../auth/tokens.js';
import type { agreements, participants, parties } from '../db/schema.js';

export type AgreementRow = typeof agreements.$inferSelect;
export type ParticipantRow = typeof participants.$inferSelect;
export type PartyRow = typeof parties.$inferSelect;

/** JSON with object keys sorted recursively; `undefined` members are dropped like JSON.stringify. */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'null';
  if (value instanceof Date) return JSON.stringify(value.toISOString());
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
}

/** The signed-over content: the agreement's fields, its participants (no secrets) and parties. */
export function agreementContent(agreement: AgreementRow, people: ParticipantRow[], partyRows: PartyRow[]): unknown {
  return {
    id: agreement.id,
    name: agreement.name,
    state: agreement.state,
    boxes: agreement.boxes,
    box_order: agreement.boxOrder,
    data: agreement.data,
    config: agreement.config,
    subject: agreement.subject,
    message: agreement.message,
    language: agreement.language,
    participants: [...people]
      .sort((a, b) => a.id - b.id)
      .map((p) => ({
        id: p.id,
        fullname: p.fullname,
        email: p.email,
        type: p.type,
        sign_method: p.signMethod,
        company_name: p.companyName,
        party_id: p.partyId,
        enabled: p.enabled,
        signed_at: p.signedAt,
        declined_at: p.declinedAt,
      })),
    parties: [...partyRows].sort((a, b) => a.id - b.id).map((p) => ({ id: p.id, name: p.name, country: p.country, orgnr: p.orgnr, individual: p.individual })),
  };
}

/** sha256 hex of the canonical content: the `document_hash` of agreement events. */
export function documentHash(content: unknown): string {
  return sha256Hex(canonicalJson(content));
}

/** The checksum of a version: sha256 hex over the content and the version counter. */
export function computeChecksum(content: unknown, version: number): string {
  return sha256Hex(canonicalJson({ content, version }));
}
