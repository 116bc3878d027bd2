/** Number of background variants of the public wrapper (spec §2 Login). */
export const publicBackgroundCount = 6;

/**
 * The background variant (0 to 5) of the public wrapper at `now`: it changes every hour and
 * cycles through the 6 variants (spec §2 "rotates hourly among 6 variants").
 */
export function publicBackground(now: Date = new Date()): number {
  return Math.floor(now.getTime() / 3_600_000) % publicBackgroundCount;
}
