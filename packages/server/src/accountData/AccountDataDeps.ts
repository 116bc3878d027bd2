/** What the data management actions and jobs need (built once by createServer; tests pass their own clock). */
import type { Db } from '../db/openDatabase.js';
import type { Mailer } from '../email/Mailer.js';
import type { FileStorage } from '../storage/FileStorage.js';

/** Dependencies of exports, retention, cancellation and the daily job. */
export interface AccountDataDeps {
  db: Db;
  storage: FileStorage;
  mailer: Mailer;
  /** Origin of emailed links (PUBLIC_ORIGIN), no trailing slash. */
  readonly publicOrigin: string;
  productName: string;
  /** Days between closing an account and the deletion of its data (ACCOUNT_DELETION_GRACE_DAYS, default 30). */
  deletionGraceDays: number;
  /** The clock: the present moment (tests pass a fake one). */
  now(): Date;
}

/** Where failures of background work are logged (a pino logger). */
export interface JobLog {
  error(details: object, message: string): void;
  warn(details: object, message: string): void;
}
