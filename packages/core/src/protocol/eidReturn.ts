/*
 * The eID popup's report to the embed iframe (issue #6 "every sign method the product has").
 *
 * eID brokers refuse to be framed, so inside the embed the broker opens in a popup window. The
 * broker returns that popup to the app's /eid/return route on the Inkflow origin, which tells its
 * opener (the embed iframe, also on the Inkflow origin) how it went. Both ends are the Inkflow
 * origin: the popup posts with targetOrigin set to its own origin, and the iframe accepts only
 * its own popup's window on its own origin. The message carries no guest token and no document
 * data, only the outcome; the iframe then reloads the agreement from the server, which is the
 * only source it trusts for what was signed.
 */

/** The popup's outcome: `signed`, or the §8 code of the failure (`eid_error`). */
export interface EidReturnMessage {
  type: 'inkflow:eid-return';
  /** True when the broker's callback recorded the signature. */
  signed: boolean;
  /** The §8 code of the failure (e.g. `EID_CLIENT_ERROR`, 4111) when `signed` is false. */
  error?: string;
}

/** Builds the popup's report from /eid/return's query (`eid=signed` or `eid_error=CODE`). */
export function eidReturnMessage(query: URLSearchParams): EidReturnMessage {
  const error = query.get('eid_error');
  if (error) return { type: 'inkflow:eid-return', signed: false, error: error.slice(0, 64) };
  return { type: 'inkflow:eid-return', signed: query.get('eid') === 'signed' };
}

/** True when `data` has the shape of an EidReturnMessage (the caller still checks source and origin). */
export function isEidReturnMessage(data: unknown): data is EidReturnMessage {
  if (typeof data !== 'object' || data === null) return false;
  const m = data as Record<string, unknown>;
  return m.type === 'inkflow:eid-return' && typeof m.signed === 'boolean' && (m.error === undefined || (typeof m.error === 'string' && m.error.length <= 64));
}
