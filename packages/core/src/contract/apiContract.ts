/**
 * Every API call of §7, keyed `"METHOD /path"` (DESIGN.md "Route contract"). The server
 * registers each route from its definition (server http/addRoute.ts); the OpenAPI document lists
 * them; ApiClient.call is typed from `ApiContract`. Each resource keeps its own contract file.
 */
import { assetsContract } from './assetsContract.js';
import { contractOf } from './defineRoute.js';
import { devContract } from './devContract.js';
import { docsContract } from './docsContract.js';
import { embedContract } from './embedContract.js';
import { messagesContract } from './messagesContract.js';
import { notesContract } from './notesContract.js';
import { remindersContract } from './remindersContract.js';

/** All route definitions by key. */
export const apiContract = contractOf([...assetsContract, ...devContract, ...docsContract, ...embedContract, ...messagesContract, ...notesContract, ...remindersContract]);

/** The type of apiContract: what the typed client is derived from. */
export type ApiContract = typeof apiContract;

/** A route key, e.g. `GET /agreements/:id`. */
export type ApiRouteKey = keyof ApiContract & string;
