/**
 * First-start seed (issue #2): company "Demo Company", the position `demo@inkflow.test`
 * ("Demo User") with the password from `DEMO_PASSWORD` (default `inkflow-demo-2026`), and one
 * workspace "Contracts". Idempotent: does nothing once the demo position exists.
 */
import { eq } from 'drizzle-orm';
import { hashPassword } from './auth/passwords.js';
import type { Db } from './db/openDatabase.js';
import { accounts, collections, positions } from './db/schema.js';

export const demoEmail = 'demo@inkflow.test';
/** The documented default demo password (README). */
export const defaultDemoPassword = 'inkflow-demo-2026';

/** Seeds the demo account when missing. Returns true when it created it. */
export async function seed(db: Db, options: { demoPassword?: string } = {}): Promise<boolean> {
  const [existing] = await db.select({ id: positions.id }).from(positions).where(eq(positions.email, demoEmail)).limit(1);
  if (existing) return false;
  const passwordHash = await hashPassword(options.demoPassword || defaultDemoPassword);
  return db.transaction(async (tx) => {
    const [account] = await tx.insert(accounts).values({ name: 'Demo Company' }).returning();
    const inserted = await tx
      .insert(positions)
      .values({ accountId: account!.id, email: demoEmail, fullname: 'Demo User', passwordHash, language: 'en', userRole: 'admin' })
      .onConflictDoNothing({ target: positions.email })
      .returning({ id: positions.id });
    // Another process seeded in between: undo our account by rolling back.
    if (inserted.length === 0) {
      tx.rollback();
    }
    await tx.insert(collections).values({ accountId: account!.id, name: 'Contracts' });
    return true;
  }).catch((error: unknown) => {
    if (error instanceof Error && error.name === 'TransactionRollbackError') return false;
    throw error;
  });
}
