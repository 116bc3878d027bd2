import { validateTheme } from '@inkflow/core/protocol';

/**
 * Applies a host's `theme` command (issue #6): validates the whole set with core's validateTheme
 * (allowlisted names, strict values) and sets each variable with `style.setProperty` on `target`
 * (the iframe's root element). Throws an Error naming the refused entry, applying nothing, so the
 * host's promise rejects with that reason.
 */
export function applyTheme(variables: unknown, target: HTMLElement = document.documentElement): void {
  const result = validateTheme(variables);
  if (!result.ok) throw new Error(result.error);
  for (const [name, value] of Object.entries(result.variables)) target.style.setProperty(name, value);
}
