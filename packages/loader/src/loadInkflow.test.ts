// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { loadInkflow, unstable_resetLoadInkflow, type InkflowGlobal } from '@inkflow/loader/pure';

const ORIGIN = 'http://localhost:4000';
const SRC = `${ORIGIN}/embed/loader.js`;
const fakeGlobal = Object.assign(() => {}, { version: 1, mount: () => null, autoMount: () => [] }) as unknown as InkflowGlobal;
const scripts = () => Array.from(document.scripts).filter((s) => s.src === SRC);

beforeEach(() => {
  unstable_resetLoadInkflow();
  delete window.Inkflow;
  document.head.innerHTML = '';
});

describe('loadInkflow', () => {
  it('has no side effect at import', () => {
    expect(document.scripts).toHaveLength(0);
    expect(window.Inkflow).toBeUndefined();
  });

  it('injects the script once and hands every caller the same promise', async () => {
    const first = loadInkflow(`${ORIGIN}/any/path`);
    const second = loadInkflow(ORIGIN);
    expect(second).toBe(first);
    expect(scripts()).toHaveLength(1);
    expect(scripts()[0]!.async).toBe(true);
    window.Inkflow = fakeGlobal;
    scripts()[0]!.dispatchEvent(new Event('load'));
    await expect(first).resolves.toBe(fakeGlobal);
  });

  it('resolves at once when Inkflow is already installed', async () => {
    window.Inkflow = fakeGlobal;
    await expect(loadInkflow(ORIGIN)).resolves.toBe(fakeGlobal);
    expect(scripts()).toHaveLength(0);
  });

  it('reuses a script tag already on the page', async () => {
    const existing = document.head.appendChild(Object.assign(document.createElement('script'), { src: SRC }));
    const loading = loadInkflow(ORIGIN);
    expect(scripts()).toEqual([existing]);
    window.Inkflow = fakeGlobal;
    existing.dispatchEvent(new Event('load'));
    await expect(loading).resolves.toBe(fakeGlobal);
  });

  it('rejects on a load error, removes the failed tag, and retries on the next call', async () => {
    const failing = loadInkflow(ORIGIN);
    scripts()[0]!.dispatchEvent(new Event('error'));
    await expect(failing).rejects.toThrow(`Inkflow: could not load ${SRC}`);
    expect(scripts()).toHaveLength(0);

    const retry = loadInkflow(ORIGIN);
    expect(retry).not.toBe(failing);
    expect(scripts()).toHaveLength(1);
    window.Inkflow = fakeGlobal;
    scripts()[0]!.dispatchEvent(new Event('load'));
    await expect(retry).resolves.toBe(fakeGlobal);
  });

  it('rejects when the script loaded but installed nothing', async () => {
    const loading = loadInkflow(ORIGIN);
    scripts()[0]!.dispatchEvent(new Event('load'));
    await expect(loading).rejects.toThrow('did not install');
  });
});
