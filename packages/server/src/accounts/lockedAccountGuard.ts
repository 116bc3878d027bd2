/**
 * The lock of an account, applied to every call (§6 "An account can be locked", §8 2001 "Your
 * account has been locked"): a session of a locked account's position gets 403 2001 on every
 * /api route but those that let anyone leave or sign in. The admins of a closing account (§7
 * cancellation) keep what they need to finish: their position, the export and its download,
 * the data management page, and "Keep my account" (docs/account-data.md "Cancellation").
 *
 * Guest links are not sessions and are not affected: counterparties of the account's agreements
 * can still open, sign and download them until the data is deleted.
 */
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/openDatabase.js';
import { accountLocked } from './accountState.js';
import { mayEnterClosingAccount } from './closingAccountAccess.js';

/** Routes (method and path under /api) a locked account's session may still call. */
const alwaysOpen: ReadonlySet<string> = new Set([
  'GET /api/ping',
  'POST /api/positions/login',
  'GET /api/positions/login_method',
  'POST /api/positions/login_mfa_code_request',
  'POST /api/positions/logout',
  'POST /api/client_errors',
  'GET /api/openapi.json',
  // Checks on its own: an admin of the account, or the emailed link's token.
  'GET /api/accounts/:id/exports/:exportId/download',
]);

/** Routes the admins of a closing account may also call (each still checks the admin). */
const openWhileClosing: ReadonlySet<string> = new Set([
  'GET /api/positions/me',
  'GET /api/accounts/:id/exports/',
  'POST /api/accounts/:id/exports/',
  'GET /api/accounts/:id/data_management',
  'DELETE /api/accounts/:id/cancellation',
]);

/** An onRequest hook (after the request's auth is resolved) that throws 403 2001 as described above. */
export function lockedAccountGuard(db: Db) {
  return async (request: FastifyRequest): Promise<void> => {
    const { auth } = request;
    const session = auth?.session;
    if (!session?.accountLocked || auth.guestTokenGiven) return;
    const url = request.routeOptions.url;
    // No route: the not-found answer says nothing about the account.
    if (url === undefined) return;
    const route = `${request.method === 'HEAD' ? 'GET' : request.method} ${url}`;
    if (alwaysOpen.has(route)) return;
    if (openWhileClosing.has(route) && (await mayEnterClosingAccount(db, session))) return;
    throw accountLocked();
  };
}
