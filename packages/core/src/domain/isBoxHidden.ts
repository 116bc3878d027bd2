/**
 * §3 Box visibility: when a box (section) is hidden. Nobody is asked to fill or sign over what
 * they cannot see, so a hidden box is never required (§5, 4007) and a guest cannot fill its
 * inputs. Kept free of zod (the embed's size budget).
 */
import { isBoxVisible } from '../validation/visibilityRule.js';

type Json = Record<string, unknown>;

/**
 * True when `box` is hidden for an agreement with `data` (§3 Data): marked hidden
 * (`config.visibility.hidden`), removed (`_removed`), or its visibility rule
 * (`config.visibility.rule`, isBoxVisible) is false for `data`. Reads stored or wire shapes.
 */
export function isBoxHidden(box: { config?: unknown; _removed?: unknown }, data: readonly unknown[]): boolean {
  const visibility = (box.config as Json | undefined)?.visibility as Json | undefined;
  return visibility?.hidden === true || box._removed === true || !isBoxVisible(box, data);
}
