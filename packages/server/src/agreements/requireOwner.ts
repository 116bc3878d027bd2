/**
 * Ownership: the foundation's access rule is "the agreement's workspace belongs to the caller's
 * account" (§6 ACLs arrive later). Anyone else gets 403 with 99.
 */
import type { SessionPosition } from '../auth/sessions.js';
import { accessDenied } from '../http/ApiHttpError.js';
import type { LoadedAgreement } from './loadAgreement.js';

/** Throws 403 (99) unless `position`'s account owns the agreement. */
export function requireOwner(loaded: LoadedAgreement, position: SessionPosition): void {
  if (loaded.accountId !== position.accountId) throw accessDenied();
}
