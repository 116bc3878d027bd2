import { THEME_VARIABLES, validateTheme } from '@inkflow/core/protocol';

/**
 * Applies a host's `theme` command (issue #6): validates the whole set with core's validateTheme
 * (allowlisted names, strict values) and sets each variable with `style.setProperty` on `target`
 * (the iframe's root element). The set replaces the previous one: a variable it does not name
 * returns to the stylesheet's default, so `{}` resets the theme (the React wrapper's `theme`
 * prop removed). Throws an Error naming the refused entry, changing nothing, so the host's
 * promise rejects with that reason.
 */
export function applyTheme(variables: unknown, target: HTMLElement = document.documentElement): void {
  const result = validateTheme(variables);
  if (!result.ok) throw new Error(result.error);
  for (const name of THEME_VARIABLES) if (!(name in result.variables)) target.style.removeProperty(name);
  for (const [name, value] of Object.entries(result.variables)) target.style.setProperty(name, value);
}
