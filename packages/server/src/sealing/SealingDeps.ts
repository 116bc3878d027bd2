/** What sealing needs from the server (a subset of ServerDeps, so the benchmark can build one). */
import type { Db } from '../db/openDatabase.js';
import type { FileStorage } from '../storage/FileStorage.js';
import type { SealCertificateProvider } from './sealCertificateProvider.js';
import type { WebhookEvents } from '../webhooks/webhookJobs.js';

export interface SealingDeps {
  db: Db;
  storage: FileStorage;
  sealCertificate: SealCertificateProvider;
  /** The RFC 3161 time-stamping authority (TSA_URL) whose timestamp every seal must carry; undefined: none. */
  tsaUrl?: string | undefined;
  /** Where `agreement.concluded` is queued when the seal is stored; undefined: no webhooks (the benchmark). */
  webhooks?: WebhookEvents | undefined;
}
