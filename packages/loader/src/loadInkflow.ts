/*
 * Loading /embed/loader.js from a bundled app (stripe-js `loadScript` model, issue #6).
 *
 * - One cached promise: every call gets the same one, so the script is injected at most once.
 * - An existing `<script src=".../embed/loader.js">` (pasted by hand, or a snippet) is reused.
 * - After a failure the cache is cleared and the failed tag removed, so the next call retries.
 * - On the server (no `window`) it resolves null and touches nothing.
 * Nothing runs at import time: the module only defines the function.
 */
import type { InkflowGlobal } from './types.js';

let cached: Promise<InkflowGlobal | null> | undefined;

const loaded = () => ((window.Inkflow as { version?: number } | undefined)?.version ? window.Inkflow! : undefined);

/**
 * Loads the Inkflow loader script from `origin` (e.g. `https://app.inkflow.com`) and resolves
 * with `window.Inkflow`. Rejects when the script fails to load or does not install Inkflow; call
 * again to retry. Resolves null outside a browser.
 */
export function loadInkflow(origin: string): Promise<InkflowGlobal | null> {
  if (typeof window === 'undefined') return Promise.resolve(null);
  if (cached) return cached;
  const attempt = new Promise<InkflowGlobal>((resolve, reject) => {
    const ready = loaded();
    if (ready) return resolve(ready);
    const src = `${new URL(origin).origin}/embed/loader.js`;
    let script = Array.from(document.scripts).find((s) => s.src === src);
    if (!script) {
      script = document.createElement('script');
      script.async = true;
      script.src = src;
      (document.head ?? document.body).appendChild(script);
    }
    const failed = script;
    script.addEventListener('load', () => {
      const inkflow = loaded();
      if (inkflow) resolve(inkflow);
      else reject(new Error('Inkflow: loader.js did not install window.Inkflow'));
    });
    script.addEventListener('error', () => {
      failed.remove();
      reject(new Error(`Inkflow: could not load ${src}`));
    });
  });
  cached = attempt.catch((error: unknown) => {
    cached = undefined;
    throw error;
  });
  return cached;
}

/** Forgets the cached load (tests only). */
export function unstable_resetLoadInkflow(): void {
  cached = undefined;
}
