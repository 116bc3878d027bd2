import type { BoxViewProps } from './BoxViewProps.js';

/** Read-only ProductTable section (§3 Box): not built yet; renders nothing. */
export function ProductTableBoxView(_props: BoxViewProps) {
  return null;
}
