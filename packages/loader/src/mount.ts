/*
 * The host side of the embed protocol (DESIGN.md "Embed protocol", core protocol/types.ts).
 *
 * A message counts only when it comes from this mount's own iframe window (source), from the
 * configured Inkflow origin (origin) and is well-formed (shape): another widget's iframe, another
 * tab or a foreign origin is ignored, so two widgets on one page never cross-talk. Replies go to
 * that concrete origin, never '*'. The iframe's `hello` is answered with `ack` each time it
 * comes, so a reloaded iframe handshakes again.
 */
import type { EmbedEvent } from '@inkflow/core/protocol';
import type { InkflowEventName, InkflowHandle, MountOptions } from './types.js';

const VERSION = 1;

// Kept inline (not core's guards) to hold the loader under its 1.5 KB gzip budget; the iframe
// is trusted once source and origin matched, this only keeps malformed data from the callbacks.
function isEvent(data: unknown): data is EmbedEvent {
  const m = data as { source?: unknown; v?: unknown; type?: unknown; payload?: Record<string, unknown> } | null;
  const p = m?.payload;
  if (m?.source !== 'inkflow' || m.v !== VERSION || typeof p !== 'object' || p === null) return false;
  switch (m.type) {
    case 'hello':
      return Array.isArray(p.versions);
    case 'resize':
      return (p.height as number) >= 0 && (p.height as number) < 1e6;
    case 'ready':
    case 'signed':
    case 'declined':
      return typeof p.agreementId === 'number';
    case 'error':
      return typeof p.message === 'string';
    case 'closed':
      return true;
  }
  return false;
}

/**
 * Mounts the signing iframe for `/embed/documents/{documentId}/at/{guestToken}` of `origin`
 * inside `element` and returns its handle (see InkflowHandle). Without `options.origin` the
 * page's own origin is used. Throws a TypeError when `origin` is not an absolute URL.
 */
export function mount(element: HTMLElement, options: MountOptions): InkflowHandle {
  const origin = new URL(options.origin ?? location.origin).origin;
  const url = new URL(`/embed/documents/${encodeURIComponent(options.documentId)}/at/${encodeURIComponent(options.guestToken)}`, origin);
  if (options.language) url.searchParams.set('language', options.language);

  const iframe = document.createElement('iframe');
  iframe.src = url.href;
  iframe.title = options.title ?? 'Inkflow document';
  iframe.setAttribute('referrerpolicy', 'no-referrer');
  iframe.style.cssText = 'display:block;width:100%;border:0';

  const callbacks: { [K in InkflowEventName]?: Set<(payload: never) => void> } = {};
  let connected = false;
  const send = (type: string, payload: object) =>
    connected && iframe.contentWindow?.postMessage({ source: 'inkflow', v: VERSION, type, payload }, origin);

  const onMessage = (event: MessageEvent) => {
    if (event.source !== iframe.contentWindow || event.origin !== origin || !isEvent(event.data)) return;
    const { type, payload } = event.data;
    if (type === 'hello') {
      if (payload.versions.includes(VERSION)) {
        connected = true;
        send('ack', { v: VERSION });
      }
      return;
    }
    if (type === 'resize') iframe.style.height = `${payload.height}px`;
    callbacks[type]?.forEach((cb) => {
      try {
        (cb as (p: typeof payload) => void)(payload);
      } catch (error) {
        // A throwing host callback must not stop the others or the DOM event.
        setTimeout(() => {
          throw error;
        });
      }
    });
    element.dispatchEvent(new CustomEvent(`inkflow:${type}`, { detail: payload }));
  };

  // Listen before the iframe exists so its first hello cannot be missed.
  addEventListener('message', onMessage);
  element.appendChild(iframe);

  return {
    iframe,
    on(event, callback) {
      const set = (callbacks[event] ??= new Set());
      set.add(callback);
      return () => set.delete(callback);
    },
    setLanguage: (language) => send('setLanguage', { language }),
    focus: () => send('focus', {}),
    destroy() {
      removeEventListener('message', onMessage);
      iframe.remove();
      for (const key in callbacks) delete callbacks[key as InkflowEventName];
      connected = false;
    },
  };
}
