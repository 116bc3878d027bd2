/** The resources and actors of role bindings (§7 POST /{resource}s/{id}/{actor}s/{id}/bindings/). */
export type BindingResourceType = 'agreement' | 'collection';
/** A position, or a group (§3 Group): every member of it holds the role. */
export type BindingActorType = 'position' | 'group';

/** A binding on the wire (core's BindingWire). */
export type { BindingWire } from '@inkflow/core';
