/** The shown name of a role (§3 Role): the built-in Viewer, Editor and Manager translated, an account's own role as named. */
import type { TFunction } from 'i18next';

const builtIn: Record<string, string> = { Viewer: 'viewer', Editor: 'editor', Manager: 'manager' };

/** `t` must be the `members` namespace's. */
export function roleLabel(t: TFunction<'members'>, role: { name: string; account_id: number | null }): string {
  const key = role.account_id === null ? builtIn[role.name] : undefined;
  return key ? t(`roles.builtIn.${key}`) : role.name;
}
