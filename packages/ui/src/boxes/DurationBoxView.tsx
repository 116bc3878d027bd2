import type { BoxViewProps } from './BoxViewProps.js';

/** Read-only Duration section (§3 Box): not built yet; renders nothing. */
export function DurationBoxView(_props: BoxViewProps) {
  return null;
}
