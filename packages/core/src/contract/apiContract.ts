/**
 * Every API call of §7, keyed `"METHOD /path"` (DESIGN.md "Route contract"). The server
 * registers each route from its definition (server http/addRoute.ts); the OpenAPI document lists
 * them; ApiClient.call is typed from `ApiContract`. Each resource keeps its own contract file.
 */
import { agreementsContract } from './agreementsContract.js';
import { auditContract } from './auditContract.js';
import { collectionsContract } from './collectionsContract.js';
import { contractOf } from './defineRoute.js';
import { docsContract } from './docsContract.js';
import { linksContract } from './linksContract.js';
import { notesContract } from './notesContract.js';
import { permissionsContract } from './permissionsContract.js';
import { tagsContract } from './tagsContract.js';

/** All route definitions by key. */
export const apiContract = contractOf([
  ...agreementsContract,
  ...auditContract,
  ...collectionsContract,
  ...docsContract,
  ...linksContract,
  ...notesContract,
  ...permissionsContract,
  ...tagsContract,
]);

/** The type of apiContract: what the typed client is derived from. */
export type ApiContract = typeof apiContract;

/** A route key, e.g. `GET /agreements/:id`. */
export type ApiRouteKey = keyof ApiContract & string;
