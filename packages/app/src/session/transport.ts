/**
 * The app's side of the §7 transport and §8 error reporting: the options every API client of the
 * app is made with (build version, source `web`, the reload marker, server errors reported), the
 * reload marker the NewVersionBanner watches, and the client error reporter that posts to
 * POST /api/client_errors.
 */
import { builtClientVersion, createApiClient, createErrorReporter, createReloadMarker, type HttpOptions } from '@inkflow/core';

/** This build's version (`X-Flow-Client-Version`). */
export const clientVersion = builtClientVersion();

/** The server's reload marker as seen by every API client of the app. */
export const reloadMarker = createReloadMarker();

// Its own client, without onServerError: a failing report must not report itself.
const reportClient = createApiClient({ clientVersion, source: 'web' });

/** The app's client error reporter (§8): window errors and server errors of API calls. */
export const errorReporter = createErrorReporter({
  source: 'web',
  version: clientVersion,
  send: (items) => reportClient.call('POST /client_errors', { body: { items } }),
});

/** What every API client of the app passes to createHttp (through createApiClient/createAccountApi). */
export const appHttpOptions: HttpOptions = {
  clientVersion,
  source: 'web',
  reloadMarker,
  onServerError: (info) => {
    errorReporter.report(undefined, { message: `Server error ${info.status} ${info.statusText} on ${info.method} ${new URL(info.url).pathname}`.replace(/\s+/g, ' '), url: info.url });
  },
};
