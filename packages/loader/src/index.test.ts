// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { snippet, type InkflowGlobal, type InkflowHandle } from '@inkflow/loader/pure';

const ORIGIN = 'http://localhost:4000';

/** Pretends the loader script from ORIGIN is the running script, then runs the loader.js entry. */
async function runLoader() {
  const script = document.createElement('script');
  script.src = `${ORIGIN}/embed/loader.js`;
  Object.defineProperty(document, 'currentScript', { value: script, configurable: true });
  await import('@inkflow/loader');
}

beforeEach(() => {
  vi.resetModules();
  delete window.Inkflow;
  document.head.innerHTML = '';
  document.body.innerHTML = '';
});
afterEach(() => {
  document.querySelectorAll('iframe').forEach((f) => f.remove());
});

describe('the snippet', () => {
  it('queues calls, injects loader.js once, and the loader replays the queue in order', async () => {
    document.body.innerHTML = '<div id="contract"></div><div id="second"></div>';
    new Function(snippet(`${ORIGIN}/some/path`))();
    new Function(snippet(ORIGIN))(); // pasted twice: still one script
    const scripts = document.head.querySelectorAll('script');
    expect(scripts).toHaveLength(1);
    expect(scripts[0]!.src).toBe(`${ORIGIN}/embed/loader.js`);
    expect(scripts[0]!.async).toBe(true);

    const got: InkflowHandle[] = [];
    const stub = window.Inkflow as unknown as (...args: unknown[]) => void;
    stub('mount', '#contract', { documentId: 5, guestToken: 'x' }, (h: InkflowHandle) => got.push(h));
    stub('nonsense');
    stub('mount', '#second', { documentId: 6, guestToken: 'y', language: 'fi' }, (h: InkflowHandle) => got.push(h));

    vi.useFakeTimers();
    await runLoader();
    expect(window.Inkflow!.version).toBe(1);
    expect(got.map((h) => h.iframe.src)).toEqual([`${ORIGIN}/embed/documents/5/at/x`, `${ORIGIN}/embed/documents/6/at/y?language=fi`]);
    // The bad queued call is reported on a later tick without stopping the others.
    expect(() => vi.runAllTimers()).toThrow(TypeError);
    vi.useRealTimers();

    // After load, the same call style keeps working.
    const later: InkflowHandle[] = [];
    window.Inkflow!('mount', '#contract', { documentId: 8, guestToken: 'z' }, (h) => later.push(h));
    expect(later[0]!.iframe.src).toBe(`${ORIGIN}/embed/documents/8/at/z`);
    for (const h of [...got, ...later]) h.destroy();
  });

  it('waits for the DOM while the page is loading, keeping the order of later calls', async () => {
    new Function(snippet(ORIGIN))();
    const order: string[] = [];
    const stub = window.Inkflow as unknown as (...args: unknown[]) => void;
    stub('mount', '#late', { documentId: 1, guestToken: 'a' }, () => order.push('queued'));
    Object.defineProperty(document, 'readyState', { value: 'loading', configurable: true });
    try {
      await runLoader();
      window.Inkflow!('mount', '#late', { documentId: 2, guestToken: 'b' }, () => order.push('after load'));
      expect(order).toEqual([]);
      document.body.innerHTML = '<div id="late"></div>'; // the element is parsed later
      document.dispatchEvent(new Event('DOMContentLoaded'));
      expect(order).toEqual(['queued', 'after load']);
      expect(document.querySelectorAll('#late iframe')).toHaveLength(2);
      window.Inkflow!('mount', '#late', { documentId: 3, guestToken: 'c' }, () => order.push('immediate'));
      expect(order).toEqual(['queued', 'after load', 'immediate']);
    } finally {
      delete (document as { readyState?: string }).readyState;
    }
  });

  it('refuses an origin that is not http(s)', () => {
    expect(() => snippet('javascript:alert(1)')).toThrow(TypeError);
    expect(() => snippet('not a url')).toThrow(TypeError);
  });
});

describe('loader.js', () => {
  it('installs window.Inkflow whose mount defaults to the script origin and accepts a selector', async () => {
    document.body.innerHTML = '<div id="c"></div>';
    await runLoader();
    const handle = window.Inkflow!.mount('#c', { documentId: 5, guestToken: 'x' });
    expect(handle.iframe.src).toBe(`${ORIGIN}/embed/documents/5/at/x`);
    expect(handle.element.id).toBe('c');
    handle.destroy();
  });

  it('auto-mounts data-attribute elements once, and again only new ones', async () => {
    document.body.innerHTML = `
      <div id="a" data-inkflow-document="12" data-inkflow-token="tok" data-inkflow-language="sv" data-inkflow-title="Lease"></div>
      <div id="b" data-inkflow-template="3" data-inkflow-token="link" data-inkflow-origin="http://127.0.0.1:5000"></div>
      <div id="c" data-inkflow-token="no-id"></div>`;
    await runLoader();
    const a = document.querySelector('#a iframe') as HTMLIFrameElement;
    expect(a.src).toBe(`${ORIGIN}/embed/documents/12/at/tok?language=sv`);
    expect(a.title).toBe('Lease');
    expect((document.querySelector('#b iframe') as HTMLIFrameElement).src).toBe('http://127.0.0.1:5000/embed/documents/templates/3/at/link');
    expect(document.querySelector('#c iframe')).toBeNull();

    expect(window.Inkflow!.autoMount()).toEqual([]);
    expect(document.querySelectorAll('iframe')).toHaveLength(2);
    const d = document.body.appendChild(document.createElement('div'));
    d.dataset.inkflowDocument = '4';
    d.dataset.inkflowToken = 't4';
    const added = window.Inkflow!.autoMount();
    expect(added).toHaveLength(1);
    expect(added[0]!.element).toBe(d);
    expect(document.querySelectorAll('iframe')).toHaveLength(3);
  });

  it('keeps the first install when loaded twice', async () => {
    await runLoader();
    const first = window.Inkflow as InkflowGlobal;
    vi.resetModules();
    await runLoader();
    expect(window.Inkflow).toBe(first);
  });
});
