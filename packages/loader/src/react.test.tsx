// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { render } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { embedEvent } from '@inkflow/core/protocol';
import { InkflowDocument } from '@inkflow/loader/react';

describe('InkflowDocument', () => {
  it('renders an empty container on the server', () => {
    expect(renderToString(<InkflowDocument documentId={1} guestToken="t" className="doc" />)).toBe('<div class="doc"></div>');
  });

  it('mounts the iframe, relays events to the latest callbacks, and cleans up on unmount', () => {
    const first = vi.fn();
    const latest = vi.fn();
    const view = render(<InkflowDocument documentId={3} guestToken="t" origin="http://localhost:3000" onSigned={first} />);
    const iframe = view.container.querySelector('iframe')!;
    expect(iframe.src).toBe('http://localhost:3000/embed/documents/3/at/t');
    view.rerender(<InkflowDocument documentId={3} guestToken="t" origin="http://localhost:3000" onSigned={latest} />);
    expect(view.container.querySelectorAll('iframe')).toHaveLength(1);
    const signed = { agreementId: 3, participantId: 4, state: 4 };
    window.dispatchEvent(new MessageEvent('message', { data: embedEvent('signed', signed), origin: 'http://localhost:3000', source: iframe.contentWindow }));
    expect(first).not.toHaveBeenCalled();
    expect(latest).toHaveBeenCalledWith(signed);
    view.unmount();
    expect(iframe.isConnected).toBe(false);
  });
});
