/**
 * An agreement event of the audit trail (§3 agreementEvents, issue #5): who did what, when,
 * from where, and the document hash at that moment; `children` are events whose parent id is
 * this one (e.g. signed → status changed → sealed).
 */
export interface AgreementEvent {
  id: number;
  parentId: number | null;
  /** e.g. created, published, signed, inputs_filled, state_changed, sealed, seal_failed, concluded_copy_sent. */
  type: string;
  /** A position (the owner's side), a participant, or Inkflow itself (`system`, e.g. sealing); `name` null for system. */
  actor: { kind: 'position' | 'participant' | 'system'; id: number | null; name: string | null };
  /** ISO 8601. */
  created: string;
  ip: string | null;
  userAgent: string | null;
  /**
   * sha256 hex of the agreement content at the event; for `signed` and `inputs_filled`, of the
   * content the signer saw or the filled content (name, boxes, box order, data, files' SHA-256).
   */
  documentHash: string;
  /** Type-specific facts (e.g. `{ from, to }` of state_changed, `{ sha256 }` of sealed). */
  payload: Record<string, unknown>;
  children: AgreementEvent[];
}
