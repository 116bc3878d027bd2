/** What route modules need from createServer. */
import type { Db } from './db/openDatabase.js';
import type { Mailer } from './email/Mailer.js';

export interface ServerDeps {
  db: Db;
  mailer: Mailer;
  production: boolean;
  /** The origin guest links and examples use; else derived from each request. */
  publicOrigin: string | undefined;
  /** Login attempts allowed per IP and email per window. */
  loginRateLimit: { max: number; timeWindow: number };
}
