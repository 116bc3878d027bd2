/**
 * The boundary to a payment service for seat purchases (§7 account action "buy seats"). The server
 * calls it once per purchase that adds seats, after the purchase has been started as an account
 * action (one at a time per account, 6007) and before the seats are stored, so a refused charge
 * changes nothing. A real card processor implements this interface; the default,
 * RecordingPaymentProvider, only records the order.
 */

/** What is being bought: `quantity` more seats for an account, which then has `seatsAfter`. */
export interface SeatOrder {
  accountId: number;
  /** The position buying. */
  positionId: number;
  /** Seats added, at least 1. */
  quantity: number;
  seatsBefore: number;
  seatsAfter: number;
  /** Unique per purchase (the account action's id): a provider may use it as its idempotency key. */
  reference: string;
}

/** The provider's answer to a charge it accepted. */
export interface PaymentReceipt {
  /** The provider's name, e.g. `recording`. */
  provider: string;
  /** The provider's id of the charge, kept with the purchase. */
  chargeId: string;
  /** The amount charged in minor units (cents); 0 when nothing was charged. */
  amountMinor: number;
  currency: string;
}

/** A payment service. `chargeSeats` rejects when the charge is refused; nothing must have been charged then. */
export interface PaymentProvider {
  readonly name: string;
  chargeSeats(order: SeatOrder): Promise<PaymentReceipt>;
}
