/**
 * startServer: opens the database, migrates, seeds and listens — the whole of `npm start`, also
 * used by the end-to-end harness (port 0, in-memory PGlite or DATABASE_URL). Outside production
 * it also serves examples/ on a second port so the partner site is really cross-origin.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import { createServer, loggerOptions } from './createServer.js';
import { normalisePublicOrigin } from './http/publicOrigin.js';
import { openDatabase, type Database } from './db/openDatabase.js';
import { defaultDemoPassword, demoEmail, seed } from './seed.js';
import { examplesRoutes } from './web/examplesRoutes.js';
import { createMailer } from './email/Mailer.js';
import { eidOptionsFromEnv } from './eid/EidBroker.js';
import { startReminderJob } from './reminders/startReminderJob.js';
import { createDiskStorage } from './storage/createDiskStorage.js';
import { createMemoryStorage } from './storage/createMemoryStorage.js';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Environment variables read (all optional but PUBLIC_ORIGIN in production). `IN_MEMORY=1` uses an in-memory PGlite. */
export interface ServerEnv {
  PORT?: string;
  HOST?: string;
  DATA_DIR?: string;
  DATABASE_URL?: string;
  DEMO_PASSWORD?: string;
  /** The origin of emailed links; required when NODE_ENV=production, else the printed URL. */
  PUBLIC_ORIGIN?: string;
  NODE_ENV?: string;
  EXAMPLES_PORT?: string;
  SMTP_URL?: string;
  IN_MEMORY?: string;
  /** Directory of the examples (default: the repo's examples/). */
  EXAMPLES_DIR?: string;
  LOG?: string;
  /** The seal certificate: path to a PKCS#12 file or its base64 (required in production to seal). */
  SEAL_P12?: string;
  SEAL_P12_PASSWORD?: string;
  /** The RFC 3161 time-stamping authority URL for the seal's signature timestamp. */
  TSA_URL?: string;
  /** The §7 reload marker (an ISO date, e.g. the build date); default: the app build's index.html time. */
  RELOAD_MARKER?: string;
  /** How often the internal reminder job runs, in ms (default 30 000). */
  REMINDER_INTERVAL_MS?: string;
  /** Redis (`redis://host:port`) for the rate-limit counters and the push bus between processes; default: the database and an in-memory bus. */
  REDIS_URL?: string;
  /** Support contacts written into every HTML page (web/supportMeta.ts), e.g. `support@inkflow.example`, `+46 8 123 456`. */
  /** The push-ticket HMAC secret shared by every process; default one stored once in the database. */
  PUSH_SECRET?: string;
  SUPPORT_EMAIL?: string;
  SUPPORT_PHONE?: string;
  /** Days between closing an account and the deletion of its data (§7 cancellation); default 30. */
  ACCOUNT_DELETION_GRACE_DAYS?: string;
}

/** A running server. `examplesUrl` is undefined in production. `close()` stops both servers and the db. */
export interface RunningServer {
  url: string;
  examplesUrl: string | undefined;
  /** Development mode (NODE_ENV unset or `development`): the outboxes are served to loopback clients. */
  devRoutes: boolean;
  demoEmail: string;
  demoPassword: string;
  app: FastifyInstance;
  close(): Promise<void>;
}

/**
 * Starts Inkflow from environment variables. Port 0 picks free ports (EXAMPLES_PORT too, unless
 * set). Links in emails use PUBLIC_ORIGIN, outside production by default the printed URL
 * (`http://localhost:{port}`); never a request's Host header (http/publicOrigin.ts).
 * Throws an Error before opening anything when NODE_ENV=production and PUBLIC_ORIGIN is unset
 * or not an http(s) URL.
 */
export async function startServer(env: ServerEnv = process.env as ServerEnv): Promise<RunningServer> {
  const production = env.NODE_ENV === 'production';
  // Only `npm start` on a developer's machine shows the outboxes; test, staging and production do not.
  const development = !env.NODE_ENV || env.NODE_ENV === 'development';
  if (production && !env.PUBLIC_ORIGIN) {
    throw new Error('PUBLIC_ORIGIN is required in production: set it to the origin users open Inkflow at (e.g. https://sign.example.com); emailed links use it');
  }
  const configuredOrigin = env.PUBLIC_ORIGIN ? normalisePublicOrigin(env.PUBLIC_ORIGIN) : undefined;
  const port = Number(env.PORT ?? 3000);
  const host = env.HOST || 'localhost';
  const demoPassword = env.DEMO_PASSWORD || defaultDemoPassword;
  const graceDays = env.ACCOUNT_DELETION_GRACE_DAYS ? Number(env.ACCOUNT_DELETION_GRACE_DAYS) : undefined;
  if (graceDays !== undefined && (!Number.isInteger(graceDays) || graceDays < 0 || graceDays > 3650)) {
    throw new Error('ACCOUNT_DELETION_GRACE_DAYS must be a whole number of days from 0 to 3650');
  }

  const database: Database = await openDatabase({
    ...(env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL } : {}),
    ...(env.DATA_DIR ? { dataDir: env.DATA_DIR } : {}),
    inMemory: env.IN_MEMORY === '1',
  });
  let app: FastifyInstance | undefined;
  let examples: FastifyInstance | undefined;
  // Outside production without PUBLIC_ORIGIN, links use the printed URL; with PORT=0 its port is
  // known only after listen (nothing is sent before that).
  let url = configuredOrigin ?? `http://localhost:${port}`;
  try {
    await seed(database.db, { demoPassword });
    app = await createServer({
      db: database.db,
      production,
      devRoutes: development,
      logger: env.LOG === '1' || (env.LOG === undefined && production),
      publicOrigin: () => url,
      ...(env.SMTP_URL ? { smtpUrl: env.SMTP_URL } : {}),
      // Rate-limit counters and the push bus (live events reach sockets of every process).
      ...(env.REDIS_URL ? { redisUrl: env.REDIS_URL } : {}),
      ...(env.PUSH_SECRET ? { pushSecret: env.PUSH_SECRET } : {}),
      // Issue #5: the eID broker (EID_ISSUER, EID_CLIENT_ID, EID_CLIENT_SECRET, ...).
      ...((eid) => (eid ? { eid } : {}))(eidOptionsFromEnv(env as NodeJS.ProcessEnv)),
      ...(env.EXAMPLES_DIR ? { examplesDir: env.EXAMPLES_DIR } : {}),
      // Files under DATA_DIR/files; nothing on disk for in-memory runs (tests, e2e).
      storage: env.IN_MEMORY === '1' ? createMemoryStorage() : createDiskStorage(join(env.DATA_DIR || './data', 'files')),
      seal: { p12: env.SEAL_P12, password: env.SEAL_P12_PASSWORD, dataDir: env.IN_MEMORY === '1' ? undefined : env.DATA_DIR || './data' },
      ...(env.TSA_URL ? { tsaUrl: env.TSA_URL } : {}),
      ...(env.RELOAD_MARKER ? { reloadMarker: env.RELOAD_MARKER } : {}),
      support: { email: env.SUPPORT_EMAIL, phone: env.SUPPORT_PHONE },
      // The daily data maintenance (retention, expired exports, closed accounts) is scheduled here.
      accountData: { schedule: true, ...(graceDays !== undefined ? { deletionGraceDays: graceDays } : {}) },
    });
    if (production && !env.SEAL_P12) app.log.warn('SEAL_P12 is not set: concluded agreements cannot be sealed until it is');
    await app.listen({ port, host });
    const address = app.server.address();
    const boundPort = typeof address === 'object' && address ? address.port : port;
    url = configuredOrigin ?? `http://localhost:${boundPort}`;

    let examplesUrl: string | undefined;
    if (!production) {
      examples = Fastify({ logger: loggerOptions(env.LOG === '1') });
      examplesRoutes(examples, {
        dir: env.EXAMPLES_DIR ?? fileURLToPath(new URL('../../../examples', import.meta.url)),
        prefix: '/',
        inkflowOrigin: () => url,
      });
      const examplesPort = env.EXAMPLES_PORT !== undefined ? Number(env.EXAMPLES_PORT) : port === 0 ? 0 : port + 1;
      await examples.listen({ port: examplesPort, host });
      const ea = examples.server.address();
      examplesUrl = `http://localhost:${typeof ea === 'object' && ea ? ea.port : examplesPort}`;
    }

    // Internal reminders (issue #4): the job sends due reminders through the same email setup.
    const stopReminders = startReminderJob(database.db, createMailer(env.SMTP_URL ? { smtpUrl: env.SMTP_URL } : {}), {
      origin: url,
      // Tests use a short interval so a reminder arrives within seconds.
      ...(Number(env.REMINDER_INTERVAL_MS) > 0 ? { intervalMs: Number(env.REMINDER_INTERVAL_MS) } : {}),
      onError: (error) => app?.log.error({ err: error }, 'sending reminders failed'),
    });
    const running = { app, examples };
    return {
      url,
      examplesUrl,
      devRoutes: development,
      demoEmail,
      demoPassword,
      app,
      async close() {
        await stopReminders();
        await running.examples?.close();
        await running.app.close();
        await database.close();
      },
    };
  } catch (error) {
    await examples?.close().catch(() => undefined);
    await app?.close().catch(() => undefined);
    await database.close();
    throw error;
  }
}
