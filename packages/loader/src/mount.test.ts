// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { embedCommand, embedEvent } from '@inkflow/core/protocol';
import { mount } from '@inkflow/loader/pure';

const ORIGIN = 'http://127.0.0.1:3000';

function deliver(data: unknown, origin: string, source: MessageEventSource | null) {
  window.dispatchEvent(new MessageEvent('message', { data, origin, source }));
}

/** Mounts a widget, spies on what is posted to its iframe and completes the handshake. */
function connected(options: Partial<Parameters<typeof mount>[1]> = {}) {
  const element = document.body.appendChild(document.createElement('div'));
  const handle = mount(element, { documentId: 12, guestToken: 'tok', origin: ORIGIN, ...options } as Parameters<typeof mount>[1]);
  const frame = handle.iframe.contentWindow!;
  const post = vi.spyOn(frame, 'postMessage').mockImplementation(() => {});
  deliver(embedEvent('hello', { versions: [1] }), ORIGIN, frame);
  return { element, handle, frame, post };
}

afterEach(() => {
  document.body.innerHTML = '';
  vi.useRealTimers();
});

describe('mount', () => {
  it('asks the iframe for inline comments only when the integrator enables them', () => {
    const element = document.body.appendChild(document.createElement('div'));
    const on = mount(element, { documentId: 12, guestToken: 'tok', origin: ORIGIN, comments: true });
    expect(new URL(on.iframe.src).searchParams.get('comments')).toBe('1');
    on.destroy();
    const off = mount(element, { documentId: 12, guestToken: 'tok', origin: ORIGIN });
    expect(new URL(off.iframe.src).searchParams.has('comments')).toBe(false);
    off.destroy();
  });

  it('creates the iframe for the guest link with the language and no referrer', () => {
    const element = document.body.appendChild(document.createElement('div'));
    const handle = mount(element, { documentId: 12, guestToken: 'tok/en', origin: `${ORIGIN}/ignored/path`, language: 'sv' });
    expect(handle.iframe.parentElement).toBe(element);
    expect(handle.element).toBe(element);
    expect(handle.iframe.src).toBe(`${ORIGIN}/embed/documents/12/at/tok%2Fen?language=sv`);
    expect(handle.iframe.referrerPolicy).toBe('no-referrer');
    expect(handle.iframe.title).toBe('Inkflow document');
    expect(handle.iframe.style.width).toBe('100%');
    handle.destroy();
    expect(element.children).toHaveLength(0);
  });

  it('creates the template signing iframe for templateId', () => {
    const handle = mount(document.body.appendChild(document.createElement('div')), { templateId: 7, guestToken: 'link', origin: ORIGIN, title: 'Lease' });
    expect(handle.iframe.src).toBe(`${ORIGIN}/embed/documents/templates/7/at/link`);
    expect(handle.iframe.title).toBe('Lease');
    handle.destroy();
  });

  it('answers hello with ack to the Inkflow origin only, and relays checked events', () => {
    const element = document.body.appendChild(document.createElement('div'));
    const handle = mount(element, { documentId: 12, guestToken: 'tok', origin: ORIGIN });
    const frame = handle.iframe.contentWindow!;
    const post = vi.spyOn(frame, 'postMessage').mockImplementation(() => {});
    const onSigned = vi.fn();
    const onDom = vi.fn();
    handle.on('signed', onSigned);
    element.addEventListener('inkflow:signed', (e) => onDom((e as CustomEvent).detail));

    deliver(embedEvent('hello', { versions: [1] }), 'https://evil.example', frame);
    deliver(embedEvent('hello', { versions: [1] }), ORIGIN, window);
    expect(post).not.toHaveBeenCalled();
    deliver(embedEvent('hello', { versions: [1] }), ORIGIN, frame);
    expect(post).toHaveBeenCalledExactlyOnceWith(embedCommand('ack', { v: 1 }), ORIGIN);

    const signed = { agreementId: 12, participantId: 3, state: 4 };
    deliver(embedEvent('signed', signed), 'https://evil.example', frame);
    deliver(embedEvent('signed', signed), ORIGIN, window);
    deliver({ source: 'inkflow', v: 1, type: 'signed', payload: {} }, ORIGIN, frame);
    deliver({ source: 'inkflow', v: 2, type: 'signed', payload: signed }, ORIGIN, frame);
    deliver(JSON.stringify(embedEvent('signed', signed)), ORIGIN, frame);
    expect(onSigned).not.toHaveBeenCalled();
    deliver(embedEvent('signed', signed), ORIGIN, frame);
    expect(onSigned).toHaveBeenCalledExactlyOnceWith(signed);
    expect(onDom).toHaveBeenCalledExactlyOnceWith(signed);

    deliver(embedEvent('resize', { height: 640 }), ORIGIN, frame);
    expect(handle.iframe.style.height).toBe('640px');
    deliver(embedEvent('resize', { height: 320 }), ORIGIN, frame);
    expect(handle.iframe.style.height).toBe('320px');
    handle.destroy();
  });

  it('does not ack a hello without a version it speaks', () => {
    const element = document.body.appendChild(document.createElement('div'));
    const handle = mount(element, { documentId: 1, guestToken: 't', origin: ORIGIN });
    const frame = handle.iframe.contentWindow!;
    const post = vi.spyOn(frame, 'postMessage').mockImplementation(() => {});
    deliver(embedEvent('hello', { versions: [2, 3] }), ORIGIN, frame);
    expect(post).not.toHaveBeenCalled();
    handle.destroy();
  });

  it('acks again when the reloaded iframe says hello again', () => {
    const { handle, frame, post } = connected();
    deliver(embedEvent('hello', { versions: [1] }), ORIGIN, frame);
    expect(post).toHaveBeenCalledTimes(2);
    expect(post).toHaveBeenLastCalledWith(embedCommand('ack', { v: 1 }), ORIGIN);
    handle.destroy();
  });

  it('sends commands as requests with ids and settles them by their replies', async () => {
    const { handle, frame, post } = connected();
    const focused = handle.focus();
    const language = handle.setLanguage('de');
    const theme = handle.theme({ '--ink-color-bg': 'url(x)' });
    expect(post).toHaveBeenNthCalledWith(2, embedCommand('focus', {}, 1, 1), ORIGIN);
    expect(post).toHaveBeenNthCalledWith(3, embedCommand('setLanguage', { language: 'de' }, 1, 2), ORIGIN);
    expect(post).toHaveBeenNthCalledWith(4, embedCommand('theme', { variables: { '--ink-color-bg': 'url(x)' } }, 1, 3), ORIGIN);

    deliver(embedEvent('reply', { id: 2, ok: true }), 'https://evil.example', frame); // foreign: ignored
    deliver(embedEvent('reply', { id: 2, ok: true }), ORIGIN, frame);
    deliver(embedEvent('reply', { id: 1, ok: true }), ORIGIN, frame);
    deliver(embedEvent('reply', { id: 3, ok: false, error: 'invalid value for --ink-color-bg' }), ORIGIN, frame);
    await expect(focused).resolves.toBeUndefined();
    await expect(language).resolves.toBeUndefined();
    await expect(theme).rejects.toThrow('Inkflow: invalid value for --ink-color-bg');
    handle.destroy();
  });

  it('queues commands until the handshake, then sends them', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {}); // the theme option's rejection at destroy
    const element = document.body.appendChild(document.createElement('div'));
    const handle = mount(element, { documentId: 1, guestToken: 't', origin: ORIGIN, theme: { '--ink-radius': '2px' } });
    const frame = handle.iframe.contentWindow!;
    const post = vi.spyOn(frame, 'postMessage').mockImplementation(() => {});
    void handle.focus().catch(() => {});
    expect(post).not.toHaveBeenCalled();
    deliver(embedEvent('hello', { versions: [1] }), ORIGIN, frame);
    expect(post.mock.calls.map(([m]) => (m as { type: string }).type)).toEqual(['ack', 'theme', 'focus']);
    handle.destroy();
  });

  it('rejects a request whose reply does not come in time', async () => {
    vi.useFakeTimers();
    const { handle } = connected({ timeout: 500 });
    const focused = handle.focus();
    const assertion = expect(focused).rejects.toThrow('Inkflow: focus timed out');
    vi.advanceTimersByTime(501);
    await assertion;
    handle.destroy();
  });

  it('destroy rejects pending requests, removes the iframe and every listener', async () => {
    const { element, handle, frame } = connected();
    const onReady = vi.fn();
    const onDom = vi.fn();
    handle.on('ready', onReady);
    element.addEventListener('inkflow:ready', onDom);
    const pending = handle.setLanguage('fi');
    handle.destroy();
    await expect(pending).rejects.toThrow('Inkflow: destroyed');
    expect(handle.iframe.isConnected).toBe(false);
    deliver(embedEvent('ready', { agreementId: 1, participantId: null, state: 1 }), ORIGIN, frame);
    expect(onReady).not.toHaveBeenCalled();
    expect(onDom).not.toHaveBeenCalled();
    handle.destroy(); // twice is fine
  });

  it('unsubscribes one callback', () => {
    const { handle, frame } = connected();
    const onReady = vi.fn();
    const off = handle.on('ready', onReady);
    const ready = { agreementId: 1, participantId: null, state: 1 };
    deliver(embedEvent('ready', ready), ORIGIN, frame);
    off();
    deliver(embedEvent('ready', ready), ORIGIN, frame);
    expect(onReady).toHaveBeenCalledTimes(1);
    handle.destroy();
  });

  it('keeps calling the other callbacks and dispatching the DOM event when one throws', () => {
    vi.useFakeTimers();
    const { element, handle, frame } = connected();
    const second = vi.fn();
    const dom = vi.fn();
    handle.on('closed', () => {
      throw new Error('host bug');
    });
    handle.on('closed', second);
    element.addEventListener('inkflow:closed', dom);
    deliver(embedEvent('closed', {}), ORIGIN, frame);
    expect(second).toHaveBeenCalledOnce();
    expect(dom).toHaveBeenCalledOnce();
    expect(() => vi.runAllTimers()).toThrow('host bug');
    handle.destroy();
  });

  it('two widgets do not cross-talk', () => {
    const a = mount(document.body.appendChild(document.createElement('div')), { documentId: 1, guestToken: 'a', origin: ORIGIN });
    const b = mount(document.body.appendChild(document.createElement('div')), { documentId: 2, guestToken: 'b', origin: ORIGIN });
    const postA = vi.spyOn(a.iframe.contentWindow!, 'postMessage').mockImplementation(() => {});
    const onA = vi.fn();
    const onB = vi.fn();
    a.on('resize', onA);
    b.on('resize', onB);
    deliver(embedEvent('resize', { height: 10 }), ORIGIN, b.iframe.contentWindow);
    deliver(embedEvent('hello', { versions: [1] }), ORIGIN, b.iframe.contentWindow);
    expect(onA).not.toHaveBeenCalled();
    expect(postA).not.toHaveBeenCalled();
    expect(onB).toHaveBeenCalledOnce();
    a.destroy();
    b.destroy();
  });
});
