/**
 * Every API call of §7, keyed `"METHOD /path"` (DESIGN.md "Route contract"). The server
 * registers each route from its definition (server http/addRoute.ts); the OpenAPI document lists
 * them; ApiClient.call is typed from `ApiContract`. Each resource keeps its own contract file.
 */
import { accountDataContract } from './accountDataContract.js';
import { accountsContract } from './accountsContract.js';
import { agreementsContract } from './agreementsContract.js';
import { aiContract } from './aiContract.js';
import { assetsContract } from './assetsContract.js';
import { auditContract } from './auditContract.js';
import { captchaContract } from './captchaContract.js';
import { clientErrorsContract } from './clientErrorsContract.js';
import { collectionsContract } from './collectionsContract.js';
import { contractOf } from './defineRoute.js';
import { devContract } from './devContract.js';
import { docsContract } from './docsContract.js';
import { eidContract } from './eidContract.js';
import { featuresContract } from './featuresContract.js';
import { embedContract } from './embedContract.js';
import { flowContract } from './flowContract.js';
import { groupsContract } from './groupsContract.js';
import { linksContract } from './linksContract.js';
import { membersContract } from './membersContract.js';
import { messagesContract } from './messagesContract.js';
import { notesContract } from './notesContract.js';
import { pushContract } from './pushContract.js';
import { participantsContract } from './participantsContract.js';
import { permissionsContract } from './permissionsContract.js';
import { positionsContract } from './positionsContract.js';
import { remindersContract } from './remindersContract.js';
import { sealingContract } from './sealingContract.js';
import { sessionContract } from './sessionContract.js';
import { signingContract } from './signingContract.js';
import { signupContract } from './signupContract.js';
import { ssoContract } from './ssoContract.js';
import { tagsContract } from './tagsContract.js';
import { webhooksContract } from './webhooksContract.js';

/** All route definitions by key. */
export const apiContract = contractOf([
  ...accountDataContract,
  ...accountsContract,
  ...agreementsContract,
  ...aiContract,
  ...assetsContract,
  ...auditContract,
  ...captchaContract,
  ...clientErrorsContract,
  ...collectionsContract,
  ...devContract,
  ...docsContract,
  ...eidContract,
  ...featuresContract,
  ...embedContract,
  ...flowContract,
  ...groupsContract,
  ...linksContract,
  ...membersContract,
  ...messagesContract,
  ...notesContract,
  ...pushContract,
  ...participantsContract,
  ...permissionsContract,
  ...positionsContract,
  ...remindersContract,
  ...sealingContract,
  ...sessionContract,
  ...signingContract,
  ...signupContract,
  ...ssoContract,
  ...tagsContract,
  ...webhooksContract,
]);

/** The type of apiContract: what the typed client is derived from. */
export type ApiContract = typeof apiContract;

/** A route key, e.g. `GET /agreements/:id`. */
export type ApiRouteKey = keyof ApiContract & string;
