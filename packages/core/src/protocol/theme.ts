/*
 * Theme rules of the embed `theme` command (issue #6 "theme (CSS variables, validated so no CSS
 * can be injected)").
 *
 * A host page is not trusted with CSS: it may only set custom properties the embed stylesheet
 * reads (an allowlist of names), each to a value that matches a strict pattern. The value is then
 * applied with `style.setProperty(name, value)`, never by building CSS text, so a value cannot
 * close the declaration or open a new rule. The pattern is the second fence:
 *   - characters: letters, digits, space, `#`, `%`, `.`, `,`, `-`, `+`, `/`, `(`, `)` only, so
 *     no `;`, `{`, `}`, `:`, quotes, backslash escapes, `<`, `@`, `!` or `*` (no comments);
 *   - functions: only rgb(), rgba(), hsl() and hsla() — so no url(), image-set(), var(),
 *     env(), attr() or expression();
 *   - at most 100 characters, and at most 16 variables per command.
 * Font names with spaces are written unquoted (`Source Sans Pro, sans-serif`), which CSS allows.
 */
import type { ThemeVariable, ThemeVariables } from './types.js';

/** Every variable name the `theme` command may set (the embed stylesheet's custom properties). */
export const THEME_VARIABLES: readonly ThemeVariable[] = [
  '--ink-color-text',
  '--ink-color-muted',
  '--ink-color-bg',
  '--ink-color-surface',
  '--ink-color-border',
  '--ink-color-primary',
  '--ink-color-primary-text',
  '--ink-color-primary-hover',
  '--ink-color-success',
  '--ink-color-success-bg',
  '--ink-color-error',
  '--ink-color-error-bg',
  '--ink-color-focus',
  '--ink-radius',
  '--ink-font',
  '--ink-font-size',
];

/** Longest accepted value, in characters. */
export const THEME_VALUE_MAX = 100;

const valueChars = /^[A-Za-z0-9 #%.,+/()-]+$/;
const allowedFunctions = new Set(['rgb', 'rgba', 'hsl', 'hsla']);

/** True when `name` is one of THEME_VARIABLES. */
export function isThemeVariable(name: unknown): name is ThemeVariable {
  return typeof name === 'string' && (THEME_VARIABLES as readonly string[]).includes(name);
}

/** True when `value` is a safe theme value (see the rules at the top of this module). */
export function isThemeValue(value: unknown): value is string {
  if (typeof value !== 'string' || value.trim() === '' || value.length > THEME_VALUE_MAX || !valueChars.test(value)) return false;
  // Every "(" must follow an allowed function name; parentheses must balance and not nest.
  let depth = 0;
  for (let i = 0; i < value.length; i++) {
    const c = value[i];
    if (c === '(') {
      const name = /([A-Za-z-]*)$/.exec(value.slice(0, i))![1]!.toLowerCase();
      if (depth > 0 || !allowedFunctions.has(name)) return false;
      depth++;
    } else if (c === ')') {
      if (--depth < 0) return false;
    }
  }
  return depth === 0;
}

/** Result of validateTheme: the accepted variables, or why the whole set was refused. */
export type ThemeValidation = { ok: true; variables: ThemeVariables } | { ok: false; error: string };

/**
 * Checks a `theme` payload's variables: a plain object of 0 to 16 entries, every name in
 * THEME_VARIABLES and every value passing isThemeValue. All or nothing: one bad entry refuses the
 * whole set, and the error names it (never echoing the value). An empty set is valid: the theme
 * command replaces the whole set, so `{}` returns the widget to its default look.
 */
export function validateTheme(variables: unknown): ThemeValidation {
  if (typeof variables !== 'object' || variables === null || Array.isArray(variables)) return { ok: false, error: 'variables must be an object' };
  const entries = Object.entries(variables);
  if (entries.length > THEME_VARIABLES.length) return { ok: false, error: `at most ${THEME_VARIABLES.length} variables expected` };
  for (const [name, value] of entries) {
    if (!isThemeVariable(name)) return { ok: false, error: `not a theme variable: ${name.slice(0, 40)}` };
    if (!isThemeValue(value)) return { ok: false, error: `invalid value for ${name}` };
  }
  return { ok: true, variables: variables as ThemeVariables };
}
