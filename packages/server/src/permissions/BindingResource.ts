/** The resources and actors of role bindings (§7 POST /{resource}s/{id}/{actor}s/{id}/bindings/). */
export type BindingResourceType = 'agreement' | 'collection';
export type BindingActorType = 'position';

/** A binding on the wire. */
export interface BindingWire {
  id: number;
  resource_type: BindingResourceType;
  resource_id: number;
  actor_type: BindingActorType;
  actor_id: number;
  role_id: number;
}
