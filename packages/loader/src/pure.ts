/**
 * @inkflow/loader/pure: the loader's API without side effects (stripe-js `pure` model): importing
 * it installs nothing on `window` and injects nothing. Use it from bundlers: `mount` and
 * `autoMount` run in your bundle (`mount` needs `origin` unless the page itself is served by
 * Inkflow); `loadInkflow(origin)` loads the hosted loader.js once and resolves `window.Inkflow`.
 */
export { autoMount } from './autoMount.js';
export { loadInkflow, unstable_resetLoadInkflow } from './loadInkflow.js';
export { mount } from './mount.js';
export { snippet } from './snippet.js';
export type {
  DocumentMountOptions,
  InkflowEventName,
  InkflowEventPayload,
  InkflowGlobal,
  InkflowHandle,
  MountOptions,
  TemplateMountOptions,
  ThemeVariables,
} from './types.js';
