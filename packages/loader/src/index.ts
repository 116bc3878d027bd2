/**
 * /embed/loader.js, the script-tag loader (issue #2 "Embed and loader"): installs
 * `window.Inkflow = { version, mount }`. `mount`'s `origin` defaults to the origin this script was
 * served from, captured from `document.currentScript` while the script runs (it is null later).
 * Loading it twice keeps the first install. Does nothing outside a browser.
 */
import { mount } from './mount.js';
import type { InkflowGlobal } from './types.js';

if (typeof window !== 'undefined' && !window.Inkflow?.mount) {
  const script = document.currentScript as HTMLScriptElement | null;
  const scriptOrigin = script?.src ? new URL(script.src).origin : location.origin;
  const api: InkflowGlobal = {
    version: 1,
    mount: (element, options) => mount(element, { ...options, origin: options.origin ?? scriptOrigin }),
  };
  window.Inkflow = api;
}

export { mount };
export type { InkflowEventName, InkflowEventPayload, InkflowGlobal, InkflowHandle, MountOptions } from './types.js';
