/** The resources and actors of role bindings (§7 POST /{resource}s/{id}/{actor}s/{id}/bindings/). */
export type BindingResourceType = 'agreement' | 'collection';
export type BindingActorType = 'position';

/** A binding on the wire (core's BindingWire). */
export type { BindingWire } from '@inkflow/core';
