/**
 * POST /accounts/{id}/seats (§7 account action "buy seats", §5 numberOfSeats 1-10000): sets the
 * account's number of seats. Seats added are charged through the PaymentProvider; giving seats
 * back is allowed down to the seats in use (400 below that).
 *
 * The purchase runs as an account action (accounts/accountActions.ts): started first in its own
 * commit, so a second purchase of the account while this one runs answers 409 6007, whichever
 * server process takes it. Then the charge, then — in one transaction with the account row
 * locked and the seats in use counted again — the new number, and the action ends as done with
 * the order and receipt in its details. Any failure ends the action as failed and changes no seat.
 */
import type { SeatsWire, seatsChangeSchema } from '@inkflow/core';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { beginAccountAction, failAccountAction, finishAccountAction } from '../accounts/accountActions.js';
import type { PaymentProvider } from '../billing/PaymentProvider.js';
import type { Db } from '../db/openDatabase.js';
import { accounts } from '../db/schema.js';
import type { PositionActor } from '../http/actor.js';
import { badRequest } from '../http/ApiHttpError.js';
import { requireAccountAdmin } from '../accounts/requireAccountAdmin.js';
import { seatUsage, seatsToWire } from './seatUsage.js';

/** The account action kind of a seat purchase. */
export const buySeatsAction = 'buy_seats';

/** 400 for a number below the seats in use. */
const belowUsed = (used: number) =>
  badRequest(`Number of seats is not allowed to be below the ${used} seats in use: deactivate members or withdraw invitations first`);

/**
 * Sets account `accountId`'s seats to `input.number_of_seats`. Errors: 403 (99) not its admin,
 * 400 below the seats in use, 409 6007 another purchase running; a refused charge rejects with
 * the provider's error and changes nothing.
 */
export async function changeSeats(
  db: Db,
  payments: PaymentProvider,
  { position: caller }: PositionActor,
  accountId: number,
  input: z.output<typeof seatsChangeSchema>,
): Promise<SeatsWire> {
  await requireAccountAdmin(db, caller, accountId);
  const wanted = input.number_of_seats;
  const before = await seatUsage(db, accountId);
  if (wanted < before.used) throw belowUsed(before.used);
  const action = await beginAccountAction(db, { accountId, kind: buySeatsAction, positionId: caller.positionId, details: { seats_before: before.numberOfSeats, seats_after: wanted } });
  try {
    const quantity = wanted - before.numberOfSeats;
    const receipt =
      quantity > 0
        ? await payments.chargeSeats({ accountId, positionId: caller.positionId, quantity, seatsBefore: before.numberOfSeats, seatsAfter: wanted, reference: `seats-${action.id}` })
        : null;
    const usage = await db.transaction(async (tx) => {
      // Invitations may have been sent meanwhile: count again under the account's lock.
      const now = await seatUsage(tx, accountId, { lock: true });
      if (wanted < now.used) throw belowUsed(now.used);
      await tx.update(accounts).set({ seats: wanted }).where(eq(accounts.id, accountId));
      await finishAccountAction(tx, action.id, { quantity, provider: payments.name, receipt });
      return { ...now, numberOfSeats: wanted };
    });
    return seatsToWire(usage, payments.name);
  } catch (error) {
    await failAccountAction(db, action.id, error instanceof Error ? error.message : String(error));
    throw error;
  }
}

/** GET /accounts/{id}/seats: the seats bought and in use. Errors: 403 (99) not its admin. */
export async function getSeats(db: Db, payments: PaymentProvider, { position: caller }: PositionActor, accountId: number): Promise<SeatsWire> {
  await requireAccountAdmin(db, caller, accountId);
  return seatsToWire(await seatUsage(db, accountId), payments.name);
}
