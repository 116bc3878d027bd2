/** What route modules need from createServer. */
import type { Db } from './db/openDatabase.js';
import type { Mailer } from './email/Mailer.js';
import type { EidBroker } from './eid/EidBroker.js';
import type { SmsProvider } from './sms/SmsProvider.js';
import type { SealCertificateProvider } from './sealing/sealCertificateProvider.js';
import type { FileStorage } from './storage/FileStorage.js';

export interface ServerDeps {
  db: Db;
  mailer: Mailer;
  production: boolean;
  /** Development mode: the outboxes under /api/dev and /dev/outbox are served (to loopback clients). Never in production. */
  devRoutes: boolean;
  /**
   * The origin of every link the server writes (http/publicOrigin.ts), e.g.
   * `https://sign.example.com`, no trailing slash: from configuration only, never the request.
   */
  readonly publicOrigin: string;
  /** Login attempts allowed per IP and email per window. */
  loginRateLimit: { max: number; timeWindow: number };
  /** SMS delivery (issue #5): the outbox provider outside production unless one is given. */
  sms: SmsProvider;
  /** The eID broker (issue #5), or undefined when EID_ISSUER is not configured. */
  eid: EidBroker | undefined;
  /** The product name in messages (PRODUCT_NAME, default Inkflow). */
  productName: string;
  /** Files: sealed PDFs (and uploads later). */
  storage: FileStorage;
  /** The seal certificate (issue #5), loaded on first use. */
  sealCertificate: SealCertificateProvider;
}
