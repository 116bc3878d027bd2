/**
 * Migration 0024 gives every account seats (§5 Number of seats 1-10000): new accounts start with
 * 5, and an account created before seats existed gets at least the seats it already uses
 * (positions plus pending invitations), so no member loses access and no pending invitation
 * breaks. Runs the migration files in order on an in-memory PGlite.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const folder = fileURLToPath(new URL('../drizzle/', import.meta.url));
const files = readdirSync(folder).filter((f) => f.endsWith('.sql')).sort();
const run = (client: PGlite, file: string) => client.exec(readFileSync(`${folder}${file}`, 'utf8').replaceAll('--> statement-breakpoint', ''));

let client: PGlite;
beforeAll(async () => {
  client = new PGlite({ extensions: { pg_trgm } });
});
afterAll(async () => {
  await client?.close();
});

describe('migration 0024_members_groups_seats', () => {
  it('gives old accounts the seats they use, at least 5, and new accounts 5', async () => {
    for (const file of files.filter((f) => f < '0024')) await run(client, file);
    const positions = Array.from({ length: 7 }, (_, i) => `(1, 'p${i}@big.test', 'P${i}', 'x')`).join(', ');
    await client.exec(`
      INSERT INTO accounts (name) VALUES ('Big before seats'), ('Small before seats');
      INSERT INTO positions (account_id, email, fullname, password_hash) VALUES ${positions}, (2, 'solo@small.test', 'Solo', 'x');
      INSERT INTO account_tokens (kind, token_hash, email, account_id, state, expires_at)
        VALUES ('signup', '${'a'.repeat(64)}', 'pending@big.test', 1, 2, now() + interval '1 day'),
               ('signup', '${'b'.repeat(64)}', 'expired@big.test', 1, 2, now() - interval '1 day');
    `);
    await run(client, files.find((f) => f.startsWith('0024_'))!);
    const seats = await client.query<{ name: string; seats: number }>('SELECT name, seats FROM accounts ORDER BY id');
    expect(seats.rows).toEqual([
      { name: 'Big before seats', seats: 8 },
      { name: 'Small before seats', seats: 5 },
    ]);
    await client.exec("INSERT INTO accounts (name) VALUES ('After seats')");
    expect((await client.query<{ seats: number }>("SELECT seats FROM accounts WHERE name = 'After seats'")).rows).toEqual([{ seats: 5 }]);
    await expect(client.exec("UPDATE accounts SET seats = 0 WHERE name = 'After seats'")).rejects.toThrow(/accounts_seats_check/);
    // Every migration on a fresh PGlite: slow on a busy machine, so a generous limit.
  }, 180_000);
});
