/*
 * The host side of the embed protocol (DESIGN.md "Embed protocol", core protocol/types.ts).
 *
 * A message counts only when it comes from this mount's own iframe window (source), from the
 * configured Inkflow origin (origin) and is well-formed (shape): another widget's iframe, another
 * tab or a foreign origin is ignored, so two widgets on one page never cross-talk. Replies go to
 * that concrete origin, never '*'. The iframe's `hello` is answered with `ack` each time it
 * comes, so a reloaded iframe handshakes again.
 *
 * Commands are requests with an id: they wait for the handshake, then for the iframe's `reply`,
 * at most `timeout` ms; destroy() rejects whatever is still pending. Every byte here counts
 * against the loader's 1.5 KB gzip budget, hence the terse style.
 */
import type { EmbedEvent } from '@inkflow/core/protocol';
import { safely } from './safely.js';
import type { InkflowEventName, InkflowHandle, MountOptions } from './types.js';

const VERSION = 1;

// Kept inline (not core's guards) to hold the loader under its budget; the iframe is trusted once
// source and origin matched, this only keeps malformed data from the callbacks.
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
    case 'reply':
      return typeof p.id === 'number';
    case 'closed':
      return true;
  }
  return false;
}

type Pending = [resolve: () => void, reject: (error: Error) => void, timer: ReturnType<typeof setTimeout>];

/**
 * Mounts the signing iframe for `/embed/documents/{documentId}/at/{guestToken}` (or
 * `/embed/documents/templates/{templateId}/at/{guestToken}`) of `origin` inside `element` and
 * returns its handle (see InkflowHandle). Without `options.origin` the page's own origin is used.
 * Throws a TypeError when `origin` is not an absolute URL.
 */
export function mount(element: HTMLElement, options: MountOptions): InkflowHandle {
  const origin = new URL(options.origin ?? location.origin).origin;
  const enc = encodeURIComponent;
  const path = options.templateId != null ? `templates/${enc(options.templateId)}` : enc(options.documentId);
  const url = new URL(`/embed/documents/${path}/at/${enc(options.guestToken)}`, origin);
  if (options.language) url.searchParams.set('language', options.language);
  if (options.comments) url.searchParams.set('comments', '1');

  const iframe = document.createElement('iframe');
  iframe.src = url.href;
  iframe.title = options.title ?? 'Inkflow document';
  iframe.referrerPolicy = 'no-referrer';
  iframe.style.cssText = 'display:block;width:100%;border:0';

  let callbacks: { [K in InkflowEventName]?: Set<(payload: never) => void> } = {};
  // 0 until the handshake; requests made before it wait in `queue`.
  let version = 0;
  let lastId = 0;
  let queue: (() => void)[] = [];
  const pending = new Map<number, Pending>();

  const post = (type: string, payload: object, id?: number) =>
    iframe.contentWindow?.postMessage({ source: 'inkflow', v: version, type, payload, id }, origin);
  const settle = (id: number, error?: string) => {
    const p = pending.get(id);
    if (!p) return;
    pending.delete(id);
    clearTimeout(p[2]);
    if (error) p[1](new Error(`Inkflow: ${error}`));
    else p[0]();
  };
  const request = (type: string, payload: object) =>
    new Promise<void>((resolve, reject) => {
      const id = ++lastId;
      pending.set(id, [resolve, reject, setTimeout(() => settle(id, `${type} timed out`), options.timeout ?? 1e4)]);
      if (version) post(type, payload, id);
      else queue.push(() => post(type, payload, id));
    });

  const onMessage = (event: MessageEvent) => {
    if (event.source !== iframe.contentWindow || event.origin !== origin || !isEvent(event.data)) return;
    const { type, payload } = event.data;
    if (type === 'hello') {
      if (payload.versions.includes(VERSION)) {
        version = VERSION;
        post('ack', { v: VERSION });
        queue.forEach((send) => send());
        queue = [];
      }
      return;
    }
    if (type === 'reply') return settle(payload.id, payload.ok ? undefined : payload.error);
    if (type === 'resize') iframe.style.height = `${payload.height}px`;
    // A throwing host callback must not stop the others or the DOM event.
    callbacks[type]?.forEach((cb) => safely(() => (cb as (p: typeof payload) => void)(payload)));
    element.dispatchEvent(new CustomEvent(`inkflow:${type}`, { detail: payload }));
  };

  // Listen before the iframe exists so its first hello cannot be missed.
  addEventListener('message', onMessage);
  element.appendChild(iframe);

  const handle: InkflowHandle = {
    element,
    iframe,
    on(event, callback) {
      const set = (callbacks[event] ??= new Set());
      set.add(callback);
      return () => set.delete(callback);
    },
    setLanguage: (language) => request('setLanguage', { language }),
    focus: () => request('focus', {}),
    theme: (variables) => request('theme', { variables }),
    destroy() {
      removeEventListener('message', onMessage);
      iframe.remove();
      callbacks = {};
      queue = [];
      version = 0;
      pending.forEach((_, id) => settle(id, 'destroyed'));
    },
  };
  if (options.theme) handle.theme(options.theme).catch(console.error);
  return handle;
}
