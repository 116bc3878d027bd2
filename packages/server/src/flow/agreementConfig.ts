/**
 * The flow settings of an agreement's `config` (§3 Agreement): config.signOrder,
 * config.expireDateDays, and counterpart_decline (may a counterparty decline; default yes).
 */
import type { AgreementRow } from '../agreements/agreementContent.js';

/** Typed flow settings. `expireDateDays` is a whole number of days, or null. */
export interface FlowConfig {
  signOrder: boolean;
  expireDateDays: number | null;
  counterpartDecline: boolean;
}

/** Reads the flow settings; unknown or malformed values fall back to the defaults. */
export function flowConfig(agreement: Pick<AgreementRow, 'config'>): FlowConfig {
  const config = (agreement.config ?? {}) as Record<string, unknown>;
  const days = Number(config.expireDateDays);
  const decline = config.counterpart_decline ?? config.counterpartDecline;
  return {
    signOrder: config.signOrder === true || config.signOrder === 1 || config.signOrder === '1',
    expireDateDays: Number.isInteger(days) && days > 0 ? days : null,
    counterpartDecline: !(decline === false || decline === 0 || decline === '0'),
  };
}
