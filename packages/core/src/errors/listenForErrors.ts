/**
 * Feeds a page's uncaught errors to an ErrorReporter (§8 Error reporting): the window `error`
 * event (its error, else its message, with the script file name for the extension-origin rule)
 * and `unhandledrejection` (its reason).
 */
import type { ErrorReporter } from './createErrorReporter.js';

/** Listens on `target` (the window); returns the function that stops listening. */
export function listenForErrors(target: Pick<Window, 'addEventListener' | 'removeEventListener'>, reporter: ErrorReporter): () => void {
  const onError = (event: Event) => {
    const e = event as ErrorEvent;
    reporter.report(e.error ?? e.message, { ...(e.filename ? { filename: e.filename } : {}), ...(e.message ? { message: e.message } : {}) });
  };
  const onRejection = (event: Event) => {
    reporter.report((event as PromiseRejectionEvent).reason, { message: 'Unhandled promise rejection' });
  };
  target.addEventListener('error', onError);
  target.addEventListener('unhandledrejection', onRejection);
  return () => {
    target.removeEventListener('error', onError);
    target.removeEventListener('unhandledrejection', onRejection);
  };
}
