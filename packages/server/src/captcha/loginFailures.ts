/**
 * Failed-login counting for the captcha requirement (§2 Login: "If the failure response carries
 * the header X-Flow-Require-Captcha, the captcha is required"). Failures are counted per email
 * and per IP within an hour; from the third failure for an email, or the tenth from an IP, logins
 * for that email or from that IP need a solved captcha. The IP bar is higher because many people
 * share one address (offices, mobile carriers). Kept in the database so every instance agrees.
 */
import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/openDatabase.js';
import { loginFailures } from '../db/schema-accounts.js';

/** Failures per email and per IP after which a captcha is required. */
export const captchaAfterFailures = { email: 3, ip: 10 } as const;
const windowMs = 60 * 60 * 1000;
/** The header that tells the client to show the captcha. */
export const requireCaptchaHeader = 'X-Flow-Require-Captcha';

const keys = (email: string, ip: string) => [`email:${email.trim().toLowerCase()}`, `ip:${ip}`];

/** Counts one failed login for the email and the IP (a stale counter restarts at 1). */
export async function recordLoginFailure(db: Db, email: string, ip: string): Promise<void> {
  const cutoff = new Date(Date.now() - windowMs);
  for (const key of keys(email, ip)) {
    await db
      .insert(loginFailures)
      .values({ key, failures: 1, lastFailureAt: new Date() })
      .onConflictDoUpdate({
        target: loginFailures.key,
        set: {
          failures: sql`case when ${loginFailures.lastFailureAt} < ${cutoff.toISOString()} then 1 else ${loginFailures.failures} + 1 end`,
          lastFailureAt: new Date(),
        },
      });
  }
}

/** True when the email or the IP has failed often enough lately to need a captcha. */
export async function isCaptchaRequired(db: Db, email: string, ip: string): Promise<boolean> {
  const [emailKey, ipKey] = keys(email, ip);
  const rows = await db
    .select({ key: loginFailures.key, failures: loginFailures.failures })
    .from(loginFailures)
    .where(and(inArray(loginFailures.key, [emailKey!, ipKey!]), gt(loginFailures.lastFailureAt, new Date(Date.now() - windowMs))));
  return rows.some((row) => row.failures >= (row.key === emailKey ? captchaAfterFailures.email : captchaAfterFailures.ip));
}

/** Forgets the email's failures after a successful login (the IP's stay: it may be probing many emails). */
export async function clearLoginFailures(db: Db, email: string): Promise<void> {
  await db.delete(loginFailures).where(eq(loginFailures.key, `email:${email.trim().toLowerCase()}`));
}
