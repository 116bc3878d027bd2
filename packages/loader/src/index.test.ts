// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';

describe('loader.js entry', () => {
  it('installs window.Inkflow whose mount defaults to the script origin', async () => {
    const script = document.createElement('script');
    script.src = 'http://localhost:4000/embed/loader.js';
    Object.defineProperty(document, 'currentScript', { value: script, configurable: true });
    await import('@inkflow/loader');
    expect(window.Inkflow?.version).toBe(1);
    const handle = window.Inkflow!.mount(document.body, { documentId: 5, guestToken: 'x' });
    expect(handle.iframe.src).toBe('http://localhost:4000/embed/documents/5/at/x');
    handle.destroy();
  });
});
