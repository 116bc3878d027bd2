/**
 * What a text section (§3 Box type 10) draws of the collaboration (§2, §3 Message): active
 * comment anchors as highlights and active suggestions as tracked changes, as ranges of the
 * section's plain text (core text/textAnchor.ts offsets: blocks joined by "\n").
 *
 * Anchors are found again with core `locateAnchor`, so a comment survives edits of the text
 * around it; a detached anchor (its quote deleted) or one whose quote is gone is not drawn.
 */
import { locateAnchor, type MessageWire } from '@inkflow/core';

/** One drawn range: a comment highlight, a suggested deletion, or a suggested insertion (a point: start === end). */
export interface TextDecoration {
  kind: 'comment' | 'delete' | 'insert';
  messageId: number;
  start: number;
  end: number;
  /** insert: the suggested text. */
  text?: string;
  /** comment: its body, for the highlight's accessible description. */
  body?: string;
}

/** Whether a comment or suggestion thread is active: open (no status) and not resolved (§2 filter active). */
export const isActiveThread = (message: MessageWire): boolean => message.status === null && message.config['status'] !== 'resolved';

const num = (v: unknown): number | undefined => (typeof v === 'number' && Number.isInteger(v) && v >= 0 ? v : undefined);
const str = (v: unknown): string | undefined => (typeof v === 'string' ? v : undefined);

/**
 * The decorations of section `boxId` whose current plain text is `text`, from the threads the
 * reader sees: comments (type 3) with a range and suggestions (type 4), active only, ordered by
 * start. A suggestion draws its deletion (if any) and its insertion at the end of the located range.
 */
export function textDecorations(boxId: number, text: string, messages: readonly MessageWire[]): TextDecoration[] {
  const out: TextDecoration[] = [];
  for (const message of messages) {
    if (!isActiveThread(message)) continue;
    if (message.type === 3) {
      const scope = message.comment_scope;
      if (!scope || scope['box_id'] !== boxId || scope['detached'] === true) continue;
      const start = num(scope['start']);
      const end = num(scope['end']);
      if (start === undefined || end === undefined) continue;
      const range = locateAnchor(text, { start, end, quote: str(scope['quote']) ?? text.slice(start, end), prefix: str(scope['prefix']) ?? '', suffix: str(scope['suffix']) ?? '' });
      if (range && range.end > range.start) out.push({ kind: 'comment', messageId: message.id, start: range.start, end: range.end, body: message.body });
    } else if (message.type === 4) {
      const change = message.suggestion;
      if (!change || change['box_id'] !== boxId) continue;
      const start = num(change['start']);
      const end = num(change['end']);
      const deleted = str(change['deleted']) ?? '';
      const inserted = str(change['inserted']) ?? '';
      if (start === undefined || end === undefined) continue;
      const range = locateAnchor(text, { start, end, quote: deleted, prefix: str(change['prefix']) ?? '', suffix: str(change['suffix']) ?? '' });
      if (!range) continue;
      if (range.end > range.start) out.push({ kind: 'delete', messageId: message.id, start: range.start, end: range.end });
      if (inserted !== '') out.push({ kind: 'insert', messageId: message.id, start: range.end, end: range.end, text: inserted });
    }
  }
  return out.sort((a, b) => a.start - b.start || a.end - b.end);
}

/** A piece of a leaf between two decoration boundaries, with the ranges covering it (outermost first). */
export interface LeafSegment {
  start: number;
  end: number;
  covering: TextDecoration[];
  /** Insertions placed right before this segment's text. */
  insertsBefore: TextDecoration[];
}

/**
 * Splits the leaf [leafStart, leafEnd) at every decoration boundary inside it. `placed` collects
 * the insertions already drawn, so an insertion at the boundary of two leaves is drawn once (in
 * the first leaf that reaches it; `lastInBlock` lets the block's last leaf take one at its end).
 */
export function splitLeaf(leafStart: number, leafEnd: number, decorations: readonly TextDecoration[], placed: Set<TextDecoration>, lastInBlock: boolean): LeafSegment[] {
  const cuts = new Set<number>([leafStart, leafEnd]);
  const ranges = decorations.filter((d) => d.kind !== 'insert' && d.start < leafEnd && d.end > leafStart);
  for (const d of ranges) {
    if (d.start > leafStart) cuts.add(d.start);
    if (d.end < leafEnd) cuts.add(d.end);
  }
  const inserts = decorations.filter((d) => d.kind === 'insert' && !placed.has(d) && d.start >= leafStart && (d.start < leafEnd || (lastInBlock && d.start === leafEnd)));
  for (const d of inserts) cuts.add(d.start);
  const points = [...cuts].sort((a, b) => a - b);
  const segments: LeafSegment[] = [];
  for (let i = 0; i < points.length; i++) {
    const start = points[i]!;
    const end = points[i + 1] ?? start;
    if (end === start && i < points.length - 1) continue;
    const before = inserts.filter((d) => d.start === start && !placed.has(d));
    before.forEach((d) => placed.add(d));
    if (end === start && before.length === 0) continue;
    segments.push({ start, end, covering: ranges.filter((d) => d.start <= start && d.end >= end && end > start), insertsBefore: before });
  }
  return segments;
}
