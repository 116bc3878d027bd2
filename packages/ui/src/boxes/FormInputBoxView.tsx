import type { BoxViewProps } from './BoxViewProps.js';

/** Read-only FormInput section (§3 Box): not built yet; renders nothing. */
export function FormInputBoxView(_props: BoxViewProps) {
  return null;
}
