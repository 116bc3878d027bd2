/** What route modules need from createServer. */
import type { AssetProcessing } from './assets/AssetProcessing.js';
import type { Db } from './db/openDatabase.js';
import type { Mailer } from './email/Mailer.js';
import type { EidBroker } from './eid/EidBroker.js';
import type { RateLimiter } from './rateLimits/RateLimiter.js';
import type { SmsProvider } from './sms/SmsProvider.js';
import type { SealCertificateProvider } from './sealing/sealCertificateProvider.js';
import type { FileStorage } from './storage/FileStorage.js';
import type { SealJobs } from './sealing/sealJobs.js';
import type { PushHub } from './push/PushHub.js';
import type { AccountDataDeps } from './accountData/AccountDataDeps.js';
import type { AccountDataJobs } from './accountData/accountDataJobs.js';
import type { PaymentProvider } from './billing/PaymentProvider.js';
import type { WebhookJobs } from './webhooks/webhookJobs.js';
import type { ContractReviewer } from './ai/ContractReviewer.js';

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
  /** Every rate limit of the API, counted in the store all server processes share. */
  rateLimiter: RateLimiter;
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
  /** The RFC 3161 time-stamping authority for the seal's signature timestamp (TSA_URL), or undefined. */
  tsaUrl: string | undefined;
  /** The durable seal queue (pg-boss): concluding signatures queue a job, a worker seals. */
  sealJobs: SealJobs;
  /** Uploaded PDFs are inspected in worker threads with limits (assets/AssetProcessing.ts). */
  assetProcessing: AssetProcessing;
  /** Live events to open pages (push/PushHub.ts): publish after a write commits. */
  push: PushHub;
  /** Exports, retention and cancellation (accountData/): what they need (grace period, clock) and their job queue. */
  accountData: { deps: AccountDataDeps; jobs: AccountDataJobs };
  /** Seat purchases (§7 account action "buy seats"): the RecordingPaymentProvider unless one is given. */
  paymentProvider: PaymentProvider;
  /** The account webhooks' delivery queue (pg-boss): events are queued in the transaction of their change. */
  webhooks: WebhookJobs;
  /** The AI review extension's reviewer (ai/ContractReviewer.ts); default the built-in rule reviewer. */
  contractReviewer: ContractReviewer;
}
