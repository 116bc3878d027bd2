/**
 * The default PaymentProvider: it charges nothing and records each order (in `orders`, and the
 * purchase itself is kept in the account action's details by changeSeats). It stands where a real
 * card processor would plug in, which this deployment does not have; its name says so, so no
 * purchase is ever mistaken for a paid one.
 */
import type { PaymentProvider, PaymentReceipt, SeatOrder } from './PaymentProvider.js';

/** Records seat orders without charging. */
export class RecordingPaymentProvider implements PaymentProvider {
  readonly name = 'recording';
  /** The orders received, oldest first (this process only). */
  readonly orders: SeatOrder[] = [];

  async chargeSeats(order: SeatOrder): Promise<PaymentReceipt> {
    this.orders.push(order);
    return { provider: this.name, chargeId: `recorded-${order.reference}`, amountMinor: 0, currency: 'EUR' };
  }
}
