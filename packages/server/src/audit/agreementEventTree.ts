/**
 * Turns flat agreement events into the audit trail's tree (§3 agreementEvents "with a parent id
 * forming a tree"). An event whose parent is missing (or belongs to another agreement) becomes a
 * root rather than vanishing; siblings keep their id (creation) order. The wire shape is core's
 * AgreementEventWire, the one the client maps.
 */
import type { AgreementEventWire } from '@inkflow/core';

export type { AgreementEventWire };

/** Builds the forest from events sorted by id; returns the roots. */
export function agreementEventTree(events: Omit<AgreementEventWire, 'children'>[]): AgreementEventWire[] {
  const nodes = new Map<number, AgreementEventWire>();
  for (const event of events) nodes.set(event.id, { ...event, children: [] });
  const roots: AgreementEventWire[] = [];
  for (const node of nodes.values()) {
    const parent = node.parent_id !== null && node.parent_id !== node.id ? nodes.get(node.parent_id) : undefined;
    if (parent) parent.children.push(node);
    else roots.push(node);
  }
  return roots;
}
