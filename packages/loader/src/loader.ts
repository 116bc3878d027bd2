/**
 * /embed/loader.js, the script-tag loader (issue #6 "Loader"). Installs `window.Inkflow`, a
 * callable object (`Inkflow('mount', target, options, callback)`) with `version`, `mount` and
 * `autoMount`, then, once the DOM is ready:
 *   1. replays the calls the snippet's stub queued (`Inkflow.q`), and those made meanwhile, in order;
 *   2. auto-mounts `[data-inkflow-token]` elements.
 * `origin` defaults to the origin this script was served from, captured from
 * `document.currentScript` while the script runs (it is null later). Loading it twice keeps the
 * first install. Does nothing outside a browser.
 */
import { autoMount } from './autoMount.js';
import { mount } from './mount.js';
import { safely } from './safely.js';
import type { InkflowGlobal, MountOptions } from './types.js';

type Stub = { q?: Iterable<unknown>[]; version?: number };

if (typeof window !== 'undefined' && !(window.Inkflow as Stub | undefined)?.version) {
  const stub = window.Inkflow as Stub | undefined;
  const script = document.currentScript as HTMLScriptElement | null;
  const scriptOrigin = script?.src ? new URL(script.src).origin : location.origin;
  // A selector that matches nothing throws a TypeError from mount (no element to append to).
  const find = (target: HTMLElement | string) => (typeof target === 'string' ? document.querySelector<HTMLElement>(target)! : target);
  const api = {
    version: 1,
    mount: (target: HTMLElement | string, options: MountOptions) => mount(find(target), { ...options, origin: options.origin ?? scriptOrigin }),
    autoMount: (root?: ParentNode) => autoMount(root, scriptOrigin),
  };
  const run = (command: string, target?: unknown, options?: unknown, callback?: (result: unknown) => void) => {
    // An unknown command throws a TypeError (not a function), reported like any queued failure.
    const result = (api[command as 'mount'] as (a: unknown, b: unknown) => unknown)(target, options);
    callback?.(result);
  };
  // Queued calls (the snippet's, and calls made while the page is still loading) wait for the
  // DOM, so `Inkflow('mount', '#contract', ...)` in <head> finds its element; they run in order.
  const queue: Iterable<unknown>[] = stub?.q ?? [];
  let started = false;
  const call = (...args: unknown[]) => (started ? run(...(args as [string])) : queue.push(args));
  const global = Object.assign(call, api) as unknown as InkflowGlobal;
  window.Inkflow = global;
  const start = () => {
    started = true;
    // One bad queued call must not stop the rest.
    queue.forEach((args) => safely(() => run(...(args as [string]))));
    global.autoMount();
  };
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start);
  else start();
}

