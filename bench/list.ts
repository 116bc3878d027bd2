/**
 * `npm run bench:list`: GET /agreements/ query times with 100,000 agreements seeded (issue #4),
 * on in-memory PGlite and, when DATABASE_URL is set, on a fresh PostgreSQL database (dropped
 * afterwards). Prints p50/p95 ms over RUNS calls of listAgreements (the list and its count) for
 * the dashboard's typical queries, as an account admin and as a member with a workspace role.
 * Figures only: nothing here asserts a time. AGREEMENTS and RUNS override the sizes.
 */
import { agreementListQuerySchema } from '@inkflow/core';
import { listAgreements, schema, type Db } from '@inkflow/server';
import { onEachDatabase } from './onEachDatabase.js';

const total = Number(process.env.AGREEMENTS ?? 100_000);
const runs = Number(process.env.RUNS ?? 30);

const percentile = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)]!;
};

/** Seeds two accounts (ours with 4 workspaces, folders, tags) and `total` agreements with set-based SQL. */
async function seedAgreements(db: Db): Promise<{ admin: number; member: number; accountId: number; workspaceId: number; folderId: number; tagId: number }> {
  const [account] = await db.insert(schema.accounts).values({ name: 'Bench Company' }).returning();
  const [noise] = await db.insert(schema.accounts).values({ name: 'Other Company' }).returning();
  const [admin] = await db.insert(schema.positions).values({ accountId: account!.id, email: 'admin@bench.test', fullname: 'Admin', passwordHash: 'x', userRole: 'admin' }).returning();
  const [member] = await db.insert(schema.positions).values({ accountId: account!.id, email: 'member@bench.test', fullname: 'Member', passwordHash: 'x', userRole: 'member' }).returning();
  const workspaces = await db
    .insert(schema.collections)
    .values([1, 2, 3, 4].map((i) => ({ accountId: account!.id, name: `Workspace ${i}` })))
    .returning();
  const [other] = await db.insert(schema.collections).values({ accountId: noise!.id, name: 'Elsewhere' }).returning();
  const ids = [...workspaces.map((w) => w.id), other!.id];
  // Plain SQL strings: every value interpolated below is a number this script made.
  const rows = async (query: string) => ((await db.execute(query)) as unknown as { rows: { id: number }[] }).rows;
  const [folder] = await rows(`INSERT INTO folders (collection_id, name) VALUES (${ids[0]}, 'Sales') RETURNING id`);
  const [tag] = await rows(`INSERT INTO tags (account_id, name) VALUES (${account!.id}, 'Priority') RETURNING id`);
  // Spread over five workspaces (one of another account); every 10th (all in the first workspace) in a folder; 7 minutes apart.
  await db.execute(`
    INSERT INTO agreements (collection_id, name, state, checksum, created, updated, folder_id, config)
    SELECT (ARRAY[${ids.join(',')}])[1 + (g % 5)], 'Contract ' || g, CASE WHEN g % 17 = 0 THEN 6 ELSE g % 6 END, md5(g::text),
      now() - (g || ' minutes')::interval * 7, now() - (g || ' minutes')::interval * 7,
      CASE WHEN g % 10 = 0 THEN ${folder!.id}::int ELSE NULL END,
      CASE WHEN g % 3 = 0 THEN '{"signOrder":true}'::jsonb ELSE '{}'::jsonb END
    FROM generate_series(1, ${total}) AS g`);
  await db.execute(`INSERT INTO tag_connections (tag_id, agreement_id) SELECT ${tag!.id}, id FROM agreements WHERE id % 20 = 0`);
  await db.execute(`INSERT INTO role_bindings (resource_type, resource_id, actor_type, actor_id, role_id) VALUES ('collection', ${ids[1]}, 'position', ${member!.id}, 1)`);
  await db.execute('ANALYZE');
  return { admin: admin!.id, member: member!.id, accountId: account!.id, workspaceId: ids[0]!, folderId: folder!.id, tagId: tag!.id };
}

async function bench(label: string, db: Db): Promise<void> {
  const started = performance.now();
  const s = await seedAgreements(db);
  console.log(`\n${label}: seeded ${total.toLocaleString('en')} agreements in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  const as = (positionId: number) => ({
    kind: 'position' as const,
    position: { sessionId: 'bench', expiresAt: new Date(Date.now() + 3_600_000), positionId, accountId: s.accountId, email: 'bench', fullname: 'Bench' },
    origin: { ip: '127.0.0.1', userAgent: 'bench' },
  });
  const cases: [string, number, Record<string, unknown>][] = [
    ['default page (admin)', s.admin, {}],
    ['one workspace', s.admin, { collection_ids: [String(s.workspaceId)] }],
    ['folder', s.admin, { collection_ids: [String(s.workspaceId)], folder_ids: [String(s.folderId)] }],
    ['tag', s.admin, { tag_ids: [String(s.tagId)] }],
    ['created last 30 days', s.admin, { date_field: 'created', from: new Date(Date.now() - 30 * 86_400_000).toISOString() }],
    ['search "tract 4242"', s.admin, { q: 'tract 4242' }],
    ['templates, sign order', s.admin, { states: ['6'], sign_order: '1' }],
    ['existence check', s.admin, { limit: '1', q: 'Contract 77', exclude_ids: ['77'] }],
    ['member (workspace role)', s.member, {}],
    ['shared with me', s.member, { shared_with_me: '1' }],
  ];
  console.log('query'.padEnd(28), 'p50 ms'.padStart(8), 'p95 ms'.padStart(8), 'count'.padStart(8));
  for (const [name, positionId, query] of cases) {
    const times: number[] = [];
    let count = 0;
    for (let i = 0; i < runs; i++) {
      const t = performance.now();
      count = (await listAgreements(db, as(positionId), agreementListQuerySchema.parse(query))).count;
      times.push(performance.now() - t);
    }
    console.log(name.padEnd(28), percentile(times, 50).toFixed(1).padStart(8), percentile(times, 95).toFixed(1).padStart(8), String(count).padStart(8));
  }
}

await onEachDatabase(bench);
