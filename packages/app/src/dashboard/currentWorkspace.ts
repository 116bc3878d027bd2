/**
 * The current workspace of spec §3 Client state ("current workspace id, default workspace id"):
 * the last workspace opened at /c/{id} in this tab, so /contracts (the header's Contracts link)
 * comes back to it. Kept in sessionStorage under a prefixed key (§9 storage keys are prefixed).
 */
const storageKey = 'inkflow.currentWorkspace';

/** Remembers `id` (0 = Shared with me) as the current workspace. */
export function rememberWorkspace(id: number, storage: Storage = sessionStorage): void {
  storage.setItem(storageKey, String(id));
}

/** The remembered workspace id, or null when none (or not a workspace id). */
export function rememberedWorkspace(storage: Storage = sessionStorage): number | null {
  const value = storage.getItem(storageKey);
  return value !== null && /^\d+$/.test(value) ? Number(value) : null;
}
