/**
 * Sealing runs in a job after the sign call answers (src/sealing/sealJobs.ts). Tests that need the
 * sealed PDF wait for the job here: poll the seal row and the job's state until the agreement is
 * sealed or its seal job has finished without a seal, bounded by `timeoutMs`. No fixed sleeps.
 */
import type { Db } from '@inkflow/server';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { sealedDocuments } from '../../src/db/schema-sealing.js';
import type { TestClient } from './testServer.js';

/** Whether agreement `agreementId` has a seal job waiting, retrying or running. */
export async function sealJobPending(db: Db, agreementId: number): Promise<boolean> {
  const result = await db.execute(
    sql`SELECT 1 FROM pgboss.job WHERE name = 'seal-agreement' AND singleton_key = ${`agreement-${agreementId}`} AND state IN ('created', 'retry', 'active') LIMIT 1`,
  );
  return (result as unknown as { rows: unknown[] }).rows.length > 0;
}

/** Whether agreement `agreementId` has a sealed_documents row. */
export async function isSealed(db: Db, agreementId: number): Promise<boolean> {
  return (await db.select({ id: sealedDocuments.id }).from(sealedDocuments).where(sql`${sealedDocuments.agreementId} = ${agreementId}`)).length > 0;
}

/**
 * Resolves 'sealed' once the agreement is sealed, or 'not_sealed' once no seal job is pending and
 * there is still no seal (the job failed for good: see the 'seal_failed' event). Rejects after `timeoutMs`.
 */
export async function waitForSeal(db: Db, agreementId: number, timeoutMs = 30_000): Promise<'sealed' | 'not_sealed'> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await isSealed(db, agreementId)) return 'sealed';
    if (!(await sealJobPending(db, agreementId))) return (await isSealed(db, agreementId)) ? 'sealed' : 'not_sealed';
    if (Date.now() > deadline) throw new Error(`agreement ${agreementId}: not sealed within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Waits for the seal job of `agreementId`, then downloads the sealed PDF as `client` (expects 200). */
export async function downloadSealedPdf(db: Db, client: TestClient, agreementId: number, headers: Record<string, string> = {}): Promise<Buffer> {
  expect(await waitForSeal(db, agreementId)).toBe('sealed');
  const response = await client.get(`/api/agreements/${agreementId}/sealed_pdf`, { headers });
  expect(response.statusCode, response.body).toBe(200);
  return response.rawPayload;
}
