// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { render } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { embedCommand, embedEvent } from '@inkflow/core/protocol';
import type { InkflowHandle } from '@inkflow/loader/pure';
import { InkflowDocument } from '@inkflow/loader/react';

const ORIGIN = 'http://localhost:3000';
const deliver = (data: unknown, source: MessageEventSource | null) => window.dispatchEvent(new MessageEvent('message', { data, origin: ORIGIN, source }));

describe('InkflowDocument', () => {
  it('renders an empty container on the server', () => {
    expect(renderToString(<InkflowDocument documentId={1} guestToken="t" className="doc" />)).toBe('<div class="doc"></div>');
  });

  it('mounts the iframe, relays events to the latest callbacks, and cleans up on unmount', () => {
    const first = vi.fn();
    const latest = vi.fn();
    const view = render(<InkflowDocument documentId={3} guestToken="t" origin={ORIGIN} onSigned={first} />);
    const iframe = view.container.querySelector('iframe')!;
    expect(iframe.src).toBe(`${ORIGIN}/embed/documents/3/at/t`);
    view.rerender(<InkflowDocument documentId={3} guestToken="t" origin={ORIGIN} onSigned={latest} />);
    expect(view.container.querySelectorAll('iframe')).toHaveLength(1);
    const signed = { agreementId: 3, participantId: 4, state: 4 };
    deliver(embedEvent('signed', signed), iframe.contentWindow);
    expect(first).not.toHaveBeenCalled();
    expect(latest).toHaveBeenCalledWith(signed);
    view.unmount();
    expect(iframe.isConnected).toBe(false);
    deliver(embedEvent('signed', signed), iframe.contentWindow);
    expect(latest).toHaveBeenCalledTimes(1);
  });

  it('mounts a template signing link', () => {
    const view = render(<InkflowDocument templateId={9} guestToken="link" origin={ORIGIN} language="sv" />);
    expect(view.container.querySelector('iframe')!.src).toBe(`${ORIGIN}/embed/documents/templates/9/at/link?language=sv`);
    view.unmount();
  });

  it('sends language and theme changes as commands without remounting, and hands out the handle', () => {
    const onHandle = vi.fn();
    const view = render(<InkflowDocument documentId={3} guestToken="t" origin={ORIGIN} language="en" onHandle={onHandle} />);
    const iframe = view.container.querySelector('iframe')!;
    const post = vi.spyOn(iframe.contentWindow!, 'postMessage').mockImplementation(() => {});
    deliver(embedEvent('hello', { versions: [1] }), iframe.contentWindow);
    expect(onHandle).toHaveBeenCalledWith(expect.objectContaining({ iframe }));

    view.rerender(<InkflowDocument documentId={3} guestToken="t" origin={ORIGIN} language="sv" onHandle={onHandle} />);
    view.rerender(<InkflowDocument documentId={3} guestToken="t" origin={ORIGIN} language="sv" theme={{ '--ink-radius': '0px' }} onHandle={onHandle} />);
    expect(view.container.querySelector('iframe')).toBe(iframe);
    expect(post).toHaveBeenCalledWith(embedCommand('setLanguage', { language: 'sv' }, 1, 1), ORIGIN);
    expect(post).toHaveBeenCalledWith(embedCommand('theme', { variables: { '--ink-radius': '0px' } }, 1, 2), ORIGIN);

    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    view.unmount(); // rejects the two pending commands, reported on the console
    expect(onHandle).toHaveBeenLastCalledWith(null);
    return vi.waitFor(() => expect(error).toHaveBeenCalledTimes(2));
  });

  it('resets the theme in the iframe when the theme prop is removed', () => {
    const view = render(<InkflowDocument documentId={3} guestToken="t" origin={ORIGIN} theme={{ '--ink-radius': '0px' }} />);
    const iframe = view.container.querySelector('iframe')!;
    const post = vi.spyOn(iframe.contentWindow!, 'postMessage').mockImplementation(() => {});
    deliver(embedEvent('hello', { versions: [1] }), iframe.contentWindow);
    expect(post).toHaveBeenCalledWith(embedCommand('theme', { variables: { '--ink-radius': '0px' } }, 1, 1), ORIGIN);
    view.rerender(<InkflowDocument documentId={3} guestToken="t" origin={ORIGIN} />);
    expect(post).toHaveBeenLastCalledWith(embedCommand('theme', { variables: {} }, 1, 2), ORIGIN);
    expect(view.container.querySelector('iframe')).toBe(iframe);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    view.unmount();
  });

  it('remounts when the document changes', () => {
    let handles: (InkflowHandle | null)[] = [];
    const onHandle = (h: InkflowHandle | null) => (handles = [...handles, h]);
    const view = render(<InkflowDocument documentId={3} guestToken="t" origin={ORIGIN} onHandle={onHandle} />);
    view.rerender(<InkflowDocument documentId={4} guestToken="u" origin={ORIGIN} onHandle={onHandle} />);
    expect(view.container.querySelector('iframe')!.src).toBe(`${ORIGIN}/embed/documents/4/at/u`);
    expect(view.container.querySelectorAll('iframe')).toHaveLength(1);
    expect(handles.map((h) => (h ? 'handle' : null))).toEqual(['handle', null, 'handle']);
    view.unmount();
  });
});
