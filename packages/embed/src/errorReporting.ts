/**
 * The embed's client error reporter (§8 Error reporting), posting to POST /api/client_errors.
 * Loaded lazily by transport.ts on the first error, so the reporter and its scrubbing stay out
 * of the embed's initial bundle (its size budget).
 */
import { createApiClient, createErrorReporter } from '@inkflow/core';
import { clientVersion } from './clientVersion.js';

// Its own client, without onServerError: a failing report must not report itself.
const reportClient = createApiClient({ clientVersion, source: 'embed' });

/** The reporter: batches, scrubs, ignores and caps as §8 says (core createErrorReporter). */
export const errorReporter = createErrorReporter({
  source: 'embed',
  version: clientVersion,
  send: (items) => reportClient.call('POST /client_errors', { body: { items } }),
});
