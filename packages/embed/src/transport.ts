/**
 * The embed's side of the §7 transport and §8 error reporting: the options of its API clients
 * (build version, source `embed`, server errors reported) and the error reporter. The reporter
 * itself (errorReporting.ts) loads on the first error, outside the initial bundle (size budget).
 */
import type { ErrorReporter, HttpOptions } from '@inkflow/core';
import { clientVersion } from './clientVersion.js';

let loaded: Promise<ErrorReporter> | undefined;
const withReporter = (use: (reporter: ErrorReporter) => void) => {
  loaded ??= import('./errorReporting.js').then((module) => module.errorReporter);
  // A reporter that cannot load (offline) reports nothing.
  loaded.then(use, () => undefined);
};

/** The embed's error reporter: hands each error to the lazily loaded one; `report` answers true. */
export const errorReporter: ErrorReporter = {
  report(error, context) {
    withReporter((reporter) => reporter.report(error, context));
    return true;
  },
  flush() {
    if (loaded) withReporter((reporter) => reporter.flush());
  },
};

/** What every API client of the embed passes to createHttp (through createApiClient). */
export const embedHttpOptions: HttpOptions = {
  clientVersion,
  source: 'embed',
  onServerError: (info) => errorReporter.report(undefined, { message: `Server error ${info.status} on ${info.method} ${new URL(info.url).pathname}`, url: info.url }),
};
