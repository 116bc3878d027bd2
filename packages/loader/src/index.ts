/**
 * @inkflow/loader: importing it runs the script-tag loader (loader.ts, the /embed/loader.js
 * bundle), installing `window.Inkflow` in a browser. Bundlers that want no side effect import
 * `@inkflow/loader/pure` instead.
 */
import './loader.js';

export { autoMount } from './autoMount.js';
export { mount } from './mount.js';
export { loadInkflow } from './loadInkflow.js';
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
