/**
 * Every API call of §7, keyed `"METHOD /path"` (DESIGN.md "Route contract"). The server
 * registers each route from its definition (server http/addRoute.ts); the OpenAPI document lists
 * them; ApiClient.call is typed from `ApiContract`. Each resource keeps its own contract file.
 */
import { assetsContract } from './assetsContract.js';
import { captchaContract } from './captchaContract.js';
import { clientErrorsContract } from './clientErrorsContract.js';
import { contractOf } from './defineRoute.js';
import { devContract } from './devContract.js';
import { docsContract } from './docsContract.js';
import { eidContract } from './eidContract.js';
import { embedContract } from './embedContract.js';
import { flowContract } from './flowContract.js';
import { messagesContract } from './messagesContract.js';
import { notesContract } from './notesContract.js';
import { participantsContract } from './participantsContract.js';
import { positionsContract } from './positionsContract.js';
import { remindersContract } from './remindersContract.js';
import { sealingContract } from './sealingContract.js';
import { sessionContract } from './sessionContract.js';
import { signingContract } from './signingContract.js';
import { signupContract } from './signupContract.js';
import { ssoContract } from './ssoContract.js';

/** All route definitions by key. */
export const apiContract = contractOf([
  ...assetsContract,
  ...captchaContract,
  ...clientErrorsContract,
  ...devContract,
  ...docsContract,
  ...eidContract,
  ...embedContract,
  ...flowContract,
  ...messagesContract,
  ...notesContract,
  ...participantsContract,
  ...positionsContract,
  ...remindersContract,
  ...sealingContract,
  ...sessionContract,
  ...signingContract,
  ...signupContract,
  ...ssoContract,
]);

/** The type of apiContract: what the typed client is derived from. */
export type ApiContract = typeof apiContract;

/** A route key, e.g. `GET /agreements/:id`. */
export type ApiRouteKey = keyof ApiContract & string;
