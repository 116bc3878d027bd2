/**
 * Migration 0013 moves each participant's guest token hash into guest_tokens, so links sent
 * before the upgrade keep working, and drops the old column. Runs the migration files in order
 * on an in-memory PGlite with a participant row from before the upgrade.
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

describe('migration 0013_guest_tokens', () => {
  it('keeps every stored guest token hash working as a live guest_tokens row and drops the participant column', async () => {
    for (const file of files.filter((f) => f < '0013')) await run(client, file);
    await client.exec(`
      INSERT INTO accounts (name) VALUES ('Before the upgrade');
      INSERT INTO collections (account_id, name) VALUES (1, 'Contracts');
      INSERT INTO agreements (collection_id, name, checksum) VALUES (1, 'Old agreement', 'x');
      INSERT INTO participants (agreement_id, fullname, email, type, guest_token_hash)
        VALUES (1, 'Invited', 'invited@example.com', 1, '${'a'.repeat(64)}'), (1, 'Not invited', 'later@example.com', 1, NULL);
    `);
    await run(client, files.find((f) => f.startsWith('0013_'))!);
    const rows = await client.query<{ participant_id: number; token_hash: string; revoked_at: Date | null }>('SELECT participant_id, token_hash, revoked_at FROM guest_tokens');
    expect(rows.rows).toEqual([{ participant_id: 1, token_hash: 'a'.repeat(64), revoked_at: null }]);
    const columns = await client.query<{ column_name: string }>("SELECT column_name FROM information_schema.columns WHERE table_name = 'participants'");
    expect(columns.rows.map((c) => c.column_name)).not.toContain('guest_token_hash');
    // Fourteen migrations on a fresh PGlite: slow on a busy machine, so a generous limit.
  }, 180_000);
});
