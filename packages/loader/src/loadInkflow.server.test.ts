// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { loadInkflow } from '@inkflow/loader/pure';
import { InkflowDocument } from '@inkflow/loader/react';
import { renderToString } from 'react-dom/server';
import { createElement } from 'react';

describe('on the server', () => {
  it('loadInkflow resolves null and touches nothing', async () => {
    expect(typeof window).toBe('undefined');
    await expect(loadInkflow('http://localhost:4000')).resolves.toBeNull();
  });

  it('importing the loader.js entry installs nothing', async () => {
    await import('@inkflow/loader');
    expect('Inkflow' in globalThis).toBe(false);
  });

  it('InkflowDocument renders an empty container', () => {
    expect(renderToString(createElement(InkflowDocument, { documentId: 1, guestToken: 't', className: 'doc' }))).toBe('<div class="doc"></div>');
  });
});
