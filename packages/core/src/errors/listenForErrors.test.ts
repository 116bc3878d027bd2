import { describe, expect, it } from 'vitest';
import type { ErrorContext, ErrorReporter } from './createErrorReporter.js';
import { listenForErrors } from './listenForErrors.js';

function setup() {
  const reports: Array<[unknown, ErrorContext | undefined]> = [];
  const reporter: ErrorReporter = { report: (error, context) => (reports.push([error, context]), true), flush: () => undefined };
  const target = new EventTarget() as unknown as Window;
  return { reports, target, stop: listenForErrors(target, reporter) };
}

/** An `error` event as the browser builds it (Node has no ErrorEvent). */
const errorEvent = (fields: { error?: unknown; message: string; filename?: string }) => Object.assign(new Event('error'), fields);

describe('listenForErrors', () => {
  it('reports window errors with their file name, and unhandled rejections', () => {
    const { reports, target } = setup();
    const boom = new Error('boom');
    target.dispatchEvent(errorEvent({ error: boom, message: 'Uncaught Error: boom', filename: 'https://app.test/assets/index.js' }));
    target.dispatchEvent(errorEvent({ error: null, message: 'Script error.' }));
    const reason = new Error('rejected');
    target.dispatchEvent(Object.assign(new Event('unhandledrejection'), { reason }));
    expect(reports).toEqual([
      [boom, { filename: 'https://app.test/assets/index.js', message: 'Uncaught Error: boom' }],
      ['Script error.', { message: 'Script error.' }],
      [reason, { message: 'Unhandled promise rejection' }],
    ]);
  });

  it('stops listening', () => {
    const { reports, target, stop } = setup();
    stop();
    target.dispatchEvent(errorEvent({ error: new Error('x'), message: 'x' }));
    target.dispatchEvent(Object.assign(new Event('unhandledrejection'), { reason: 'y' }));
    expect(reports).toEqual([]);
  });
});
