// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { embedCommand, embedEvent } from '@inkflow/core/protocol';
import { mount } from '@inkflow/loader/pure';

const ORIGIN = 'http://127.0.0.1:3000';

function deliver(data: unknown, origin: string, source: MessageEventSource | null) {
  window.dispatchEvent(new MessageEvent('message', { data, origin, source }));
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('mount', () => {
  it('creates the iframe for the guest link with the language and no referrer', () => {
    const element = document.body.appendChild(document.createElement('div'));
    const handle = mount(element, { documentId: 12, guestToken: 'tok/en', origin: `${ORIGIN}/ignored/path`, language: 'sv' });
    expect(handle.iframe.parentElement).toBe(element);
    expect(handle.iframe.src).toBe(`${ORIGIN}/embed/documents/12/at/tok%2Fen?language=sv`);
    expect(handle.iframe.getAttribute('referrerpolicy')).toBe('no-referrer');
    expect(handle.iframe.title).toBe('Inkflow document');
    expect(handle.iframe.style.width).toBe('100%');
    handle.destroy();
    expect(element.children).toHaveLength(0);
  });

  it("answers hello with ack to the Inkflow origin only, and relays checked events", () => {
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
    expect(onSigned).not.toHaveBeenCalled();
    deliver(embedEvent('signed', signed), ORIGIN, frame);
    expect(onSigned).toHaveBeenCalledExactlyOnceWith(signed);
    expect(onDom).toHaveBeenCalledExactlyOnceWith(signed);

    deliver(embedEvent('resize', { height: 640 }), ORIGIN, frame);
    expect(handle.iframe.style.height).toBe('640px');

    handle.focus();
    expect(post).toHaveBeenLastCalledWith(embedCommand('focus', {}), ORIGIN);
    handle.setLanguage('de');
    expect(post).toHaveBeenLastCalledWith(embedCommand('setLanguage', { language: 'de' }), ORIGIN);
  });

  it('unsubscribes, and destroy removes the listener', () => {
    const element = document.body.appendChild(document.createElement('div'));
    const handle = mount(element, { documentId: 1, guestToken: 't', origin: ORIGIN });
    const frame = handle.iframe.contentWindow!;
    const onReady = vi.fn();
    const off = handle.on('ready', onReady);
    const ready = { agreementId: 1, participantId: null, state: 1 };
    deliver(embedEvent('ready', ready), ORIGIN, frame);
    off();
    deliver(embedEvent('ready', ready), ORIGIN, frame);
    expect(onReady).toHaveBeenCalledTimes(1);
    const onError = vi.fn();
    handle.on('error', onError);
    handle.destroy();
    deliver(embedEvent('error', { code: 4999, message: 'x' }), ORIGIN, frame);
    expect(onError).not.toHaveBeenCalled();
  });

  it('two widgets do not cross-talk', () => {
    const a = mount(document.body.appendChild(document.createElement('div')), { documentId: 1, guestToken: 'a', origin: ORIGIN });
    const b = mount(document.body.appendChild(document.createElement('div')), { documentId: 2, guestToken: 'b', origin: ORIGIN });
    const onA = vi.fn();
    const onB = vi.fn();
    a.on('resize', onA);
    b.on('resize', onB);
    deliver(embedEvent('resize', { height: 10 }), ORIGIN, b.iframe.contentWindow);
    expect(onA).not.toHaveBeenCalled();
    expect(onB).toHaveBeenCalledOnce();
  });
});
