/**
 * @inkflow/loader/pure: the loader's API without side effects (stripe-js `pure` model): importing
 * it installs nothing on `window`. Use it from bundlers; `mount` needs `origin` unless the page
 * itself is served by Inkflow.
 */
export { mount } from './mount.js';
export type { InkflowEventName, InkflowEventPayload, InkflowGlobal, InkflowHandle, MountOptions } from './types.js';
