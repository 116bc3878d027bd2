/** A second company with its own position and workspace, for access-control tests. */
import { hash } from '@node-rs/argon2';
import { schema, type Db } from '@inkflow/server';

export const other = { email: 'other@inkflow.test', password: 'other-password-2026' };

/** Creates "Other Company" with `other@inkflow.test` and the workspace "Elsewhere"; returns its workspace id. */
export async function createOtherAccount(db: Db): Promise<{ collectionId: number }> {
  const [account] = await db.insert(schema.accounts).values({ name: 'Other Company' }).returning();
  await db.insert(schema.positions).values({ accountId: account!.id, email: other.email, fullname: 'Other User', passwordHash: await hash(other.password) });
  const [collection] = await db.insert(schema.collections).values({ accountId: account!.id, name: 'Elsewhere' }).returning();
  return { collectionId: collection!.id };
}
