/** A tag on the wire (§3 Tag): core's TagWire. */
export type { TagWire } from '@inkflow/core';
