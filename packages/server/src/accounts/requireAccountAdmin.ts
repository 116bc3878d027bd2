/**
 * The check of every account settings call (§6: the account role is the position's userRole):
 * only an admin position of that very account may read or change it.
 */
import type { PositionActor } from '../http/actor.js';
import { accessDenied } from '../http/ApiHttpError.js';

/** Throws 403 (99) unless `actor` is an admin position of account `accountId`. */
export function requireAccountAdmin({ position }: PositionActor, accountId: number): void {
  if (position.accountId !== accountId || position.userRole !== 'admin') throw accessDenied();
}
