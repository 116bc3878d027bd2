import { describe, expect, it } from 'vitest';
import { ApiError } from '../errors.js';
import { createErrorReporter, type ClientErrorItem, type ErrorReporterOptions } from './createErrorReporter.js';

const token = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghij0123';

/** A reporter on a fake clock with manual flushing; `sent` collects every batch. */
function setup(overrides: Partial<ErrorReporterOptions> = {}) {
  const sent: ClientErrorItem[][] = [];
  let time = 1_000_000;
  const nav = { onLine: true, userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Firefox/130.0' };
  const reporter = createErrorReporter({
    send: (items) => sent.push(items),
    now: () => time,
    source: 'web',
    version: '0.1.0+abc',
    navigator: nav,
    schedule: () => undefined,
    ...overrides,
  });
  const items = () => {
    reporter.flush();
    return sent.flat();
  };
  return { reporter, sent, nav, items, advance: (ms: number) => (time += ms) };
}

const withStack = (message: string, stack: string) => Object.assign(new Error(message), { stack });

describe('createErrorReporter', () => {
  it('reports an error with its source, version and URL', () => {
    const { reporter, items } = setup();
    expect(reporter.report(withStack('boom', 'Error: boom\n    at f (https://app.test/a.js:1:2)'), { url: 'https://app.test/documents' })).toBe(true);
    expect(items()).toEqual([
      { message: 'boom', stack: 'Error: boom\n    at f (https://app.test/a.js:1:2)', url: 'https://app.test/documents', source: 'web', version: '0.1.0+abc' },
    ]);
  });

  it('scrubs secret fields and 40-character tokens from message, stack and URL', () => {
    const { reporter, items } = setup();
    reporter.report(withStack(`bad password=hunter2 for ${token}`, `Error\n    at https://app.test/g/${token}/x.js:1:1`), { url: `https://app.test/sign?access_token=${token}&value=42` });
    const [item] = items();
    expect(item!.message).toBe('bad password=[scrubbed] for [scrubbed]');
    expect(item!.stack).toBe('Error\n    at https://app.test/g/[scrubbed]/x.js:1:1');
    expect(item!.url).toBe('https://app.test/sign?access_token=[scrubbed]&value=[scrubbed]');
  });

  it('scrubs a non-Error payload at any depth', () => {
    const { reporter, items } = setup();
    reporter.report({ form: { password: 'hunter2', fields: [{ value: 'secret' }] } }, { url: 'https://app.test/' });
    expect(items()[0]!.message).toBe('{"form":{"password":"[scrubbed]","fields":[{"value":"[scrubbed]"}]}}');
  });

  it('ignores reports while the browser is offline', () => {
    const { reporter, nav, items } = setup();
    nav.onLine = false;
    expect(reporter.report(new Error('boom'))).toBe(false);
    nav.onLine = true;
    expect(reporter.report(new Error('boom'))).toBe(true);
    expect(items()).toHaveLength(1);
  });

  it('ignores crawlers', () => {
    for (const userAgent of ['Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)', 'Baiduspider', 'SomeCrawler/1.0', 'Mozilla/5.0 (compatible; bingbot/2.0)']) {
      const { reporter, items } = setup({ navigator: { onLine: true, userAgent } });
      expect(reporter.report(new Error('boom'))).toBe(false);
      expect(items()).toEqual([]);
    }
  });

  it('ignores errors from browser-extension origins, in the stack or the file name', () => {
    const { reporter, items } = setup();
    expect(reporter.report(withStack('x', 'Error: x\n    at chrome-extension://abc/content.js:1:1'))).toBe(false);
    expect(reporter.report(withStack('x', 'x@moz-extension://abc/inject.js:2:3'))).toBe(false);
    expect(reporter.report(new Error('y'), { filename: 'safari-web-extension://abc/script.js' })).toBe(false);
    expect(items()).toEqual([]);
  });

  it('ignores ResizeObserver loop messages', () => {
    const { reporter, items } = setup();
    expect(reporter.report('ResizeObserver loop completed with undelivered notifications.')).toBe(false);
    expect(reporter.report(new Error('ResizeObserver loop limit exceeded'))).toBe(false);
    expect(items()).toEqual([]);
  });

  it('ignores network errors but keeps programming TypeErrors', () => {
    const { reporter, items } = setup();
    expect(reporter.report(new TypeError('Failed to fetch'))).toBe(false);
    expect(reporter.report(new TypeError('NetworkError when attempting to fetch resource.'))).toBe(false);
    expect(reporter.report(Object.assign(new Error('timeout'), { name: 'TimeoutError' }))).toBe(false);
    expect(reporter.report('Load failed')).toBe(false);
    expect(reporter.report(new TypeError("Cannot read properties of undefined (reading 'id')"))).toBe(true);
    expect(items().map((i) => i.message)).toEqual(["Cannot read properties of undefined (reading 'id')"]);
  });

  it('reports server errors as ApiError messages', () => {
    const { reporter, items } = setup();
    expect(reporter.report(new ApiError(502, 'Bad Gateway', 'Bad Gateway'))).toBe(true);
    expect(items()[0]!.message).toBe('Bad Gateway');
  });

  it('caps at 300 items a minute, then opens again', () => {
    const { reporter, items, advance } = setup();
    let kept = 0;
    for (let i = 0; i < 320; i++) if (reporter.report(new Error(`error ${i}`))) kept++;
    expect(kept).toBe(300);
    advance(59_999);
    expect(reporter.report(new Error('still capped'))).toBe(false);
    advance(1);
    expect(reporter.report(new Error('next minute'))).toBe(true);
    expect(items()).toHaveLength(301);
  });

  it('throttles an identical error after 4 occurrences, counting them in one item', () => {
    const { reporter, items, advance } = setup();
    const results = Array.from({ length: 6 }, () => reporter.report(withStack('same', 'Error: same\n    at f (a.js:1:1)')));
    expect(results).toEqual([true, true, true, true, false, false]);
    expect(reporter.report(new Error('other'))).toBe(true);
    expect(items()).toEqual([
      expect.objectContaining({ message: 'same', count: 4 }),
      expect.objectContaining({ message: 'other' }),
    ]);
    advance(60_000);
    expect(reporter.report(withStack('same', 'Error: same\n    at f (a.js:1:1)'))).toBe(true);
  });

  it('batches until flushed, schedules one flush per batch and swallows send failures', () => {
    const flushes: Array<() => void> = [];
    const sent: ClientErrorItem[][] = [];
    const reporter = createErrorReporter({
      send: (items) => {
        sent.push(items);
        throw new Error('offline');
      },
      now: () => 0,
      source: 'embed',
      navigator: { onLine: true, userAgent: 'Firefox' },
      schedule: (flush) => flushes.push(flush),
    });
    reporter.report(new Error('a'), { url: 'https://x.test/' });
    reporter.report(new Error('b'), { url: 'https://x.test/' });
    expect(flushes).toHaveLength(1);
    expect(sent).toEqual([]);
    expect(() => flushes[0]!()).not.toThrow();
    expect(sent).toEqual([
      [
        { message: 'a', stack: expect.any(String), url: 'https://x.test/', source: 'embed' },
        { message: 'b', stack: expect.any(String), url: 'https://x.test/', source: 'embed' },
      ],
    ]);
    reporter.report(new Error('c'));
    expect(flushes).toHaveLength(2);
  });
});
