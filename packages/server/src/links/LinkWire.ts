/** The wire shape of an agreement link (§7 GET /agreements/{id}/links/), seen from one side. */

import type { LinkWire } from '@inkflow/core';

/** `agreement` is the other side of the link (core's LinkWire). */
export type { LinkWire };

/** Shapes one link as seen from the agreement opposite `other`. */
export function linkToWire(id: number, other: { id: number; name: string; state: number }): LinkWire {
  return { id, agreement: { id: other.id, name: other.name, state: other.state } };
}
