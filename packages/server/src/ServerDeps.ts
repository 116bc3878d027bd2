/** What route modules need from createServer. */
import type { Db } from './db/openDatabase.js';
import type { Mailer } from './email/Mailer.js';
import type { SealCertificateProvider } from './sealing/sealCertificateProvider.js';
import type { FileStorage } from './storage/FileStorage.js';

export interface ServerDeps {
  db: Db;
  mailer: Mailer;
  production: boolean;
  /** The origin guest links and examples use; else derived from each request. */
  publicOrigin: string | undefined;
  /** Login attempts allowed per IP and email per window. */
  loginRateLimit: { max: number; timeWindow: number };
  /** Files: sealed PDFs (and uploads later). */
  storage: FileStorage;
  /** The seal certificate (issue #5), loaded on first use. */
  sealCertificate: SealCertificateProvider;
}
