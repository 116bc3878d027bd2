/**
 * createServer: the Inkflow HTTP server (Fastify 5), not yet listening. The API lives under
 * /api (§7) with §8 error bodies everywhere; the app, embed, loader, examples and the dev outbox
 * are served beside it (docs/foundation-contract.md).
 */
import { loadServerTexts } from './i18n/serverTexts.js';
import { fileURLToPath } from 'node:url';
import fastifyCookie from '@fastify/cookie';
import { StringErrorCode } from '@inkflow/core';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Db } from './db/openDatabase.js';
import { createMailer, type Mailer } from './email/Mailer.js';
import { createEidBroker, eidOptionsFromEnv, type EidOptions } from './eid/EidBroker.js';
import { expireAgreements } from './flow/expireAgreements.js';
import { createOutboxSmsProvider, type SmsProvider } from './sms/SmsProvider.js';
import { createDatabaseRateLimitStore } from './rateLimits/createDatabaseRateLimitStore.js';
import { createRedisRateLimitStore } from './rateLimits/createRedisRateLimitStore.js';
import { createRateLimiter } from './rateLimits/RateLimiter.js';
import { defaultRateLimitRules, type RateLimitRules } from './rateLimits/rateLimitRules.js';
import { antiForgery } from './http/antiForgery.js';
import { badRequest } from './http/ApiHttpError.js';
import { errorHandler } from './http/errorHandler.js';
import { findNulCharacter, nulMessage } from './http/findNulCharacter.js';
import { guestMfaGuard } from './http/guestMfaGuard.js';
import { premiumGuard } from './http/premiumGuard.js';
import { registerJsonBodyParser } from './http/jsonBodyParser.js';
import { parseQueryString } from './http/parseQueryString.js';
import { openApiRoutes, registerOpenApi } from './http/openApi.js';
import { redactUrl } from './http/redactUrl.js';
import { reloadMarkerHook, reloadMarkerOf } from './http/reloadMarker.js';
import { resolveAuth } from './http/requestAuth.js';
import { securityHeaders } from './http/securityHeaders.js';
import { defaultPublicOrigin, normalisePublicOrigin } from './http/publicOrigin.js';
import { captchaRoutes } from './captcha/captchaRoutes.js';
import { clientErrorRoutes } from './clientErrors/clientErrorRoutes.js';
import { positionRoutes } from './positions/positionRoutes.js';
import { signupRoutes } from './signup/signupRoutes.js';
import { ssoRoutes } from './sso/ssoRoutes.js';
import { accountRoutes } from './accounts/accountRoutes.js';
import { agreementRoutes } from './agreements/agreementRoutes.js';
import { collectionRoutes } from './collections/collectionRoutes.js';
import { folderRoutes } from './folders/folderRoutes.js';
import { linkRoutes } from './links/linkRoutes.js';
import { noteRoutes } from './notes/noteRoutes.js';
import { permissionRoutes } from './permissions/permissionRoutes.js';
import { reminderRoutes } from './reminders/reminderRoutes.js';
import { tagRoutes } from './tags/tagRoutes.js';
import { devOutboxRoutes } from './dev/devOutboxRoutes.js';
import { devSmsRoutes } from './dev/devSmsRoutes.js';
import { sessionRoutes } from './session/sessionRoutes.js';
import { auditRoutes } from './audit/auditRoutes.js';
import { assetRoutes } from './assets/assetRoutes.js';
import { createAssetProcessing, type AssetProcessing, type AssetProcessingOptions } from './assets/AssetProcessing.js';
import { sealingRoutes } from './sealing/sealingRoutes.js';
import { participantRoutes } from './participants/participantRoutes.js';
import { flowRoutes } from './flow/flowRoutes.js';
import { signingRoutes } from './signing/signingRoutes.js';
import { eidRoutes } from './eid/eidRoutes.js';
import { sealCertificateProvider, type SealCertificateOptions } from './sealing/sealCertificateProvider.js';
import { startJobQueue } from './jobs/startJobQueue.js';
import { startSealJobs, type SealJobOptions } from './sealing/sealJobs.js';
import { defaultDeletionGraceDays } from '@inkflow/core';
import type { AccountDataDeps } from './accountData/AccountDataDeps.js';
import { startAccountDataJobs, type AccountDataJobOptions } from './accountData/accountDataJobs.js';
import { accountDataRoutes } from './accountData/accountDataRoutes.js';
import { lockedAccountGuard } from './accounts/lockedAccountGuard.js';
import { startWebhookJobs, type WebhookJobOptions } from './webhooks/webhookJobs.js';
import { webhookRoutes } from './webhooks/webhookRoutes.js';
import { createMemoryStorage } from './storage/createMemoryStorage.js';
import type { FileStorage } from './storage/FileStorage.js';
import type { ServerDeps } from './ServerDeps.js';
import { createMemoryPushBus, createPushHub, prunePushEvents, type PushBus } from './push/PushHub.js';
import { createRedisPushBus } from './push/redisPushBus.js';
import { pushRoutes } from './push/pushRoutes.js';
import { appStatic, spaFallback } from './web/appRoutes.js';
import { embedApiRoutes } from './embed/embedApiRoutes.js';
import { messageRoutes } from './messages/messageRoutes.js';
import { featureRoutes } from './features/featureRoutes.js';
import { aiRoutes } from './ai/aiRoutes.js';
import type { ContractReviewer } from './ai/ContractReviewer.js';
import { ruleReviewer } from './ai/ruleReviewer.js';
import { embedRoutes } from './web/embedRoutes.js';
import { RecordingPaymentProvider } from './billing/RecordingPaymentProvider.js';
import type { PaymentProvider } from './billing/PaymentProvider.js';
import { memberRoutes } from './members/memberRoutes.js';
import { groupRoutes } from './groups/groupRoutes.js';
import { examplesRoutes } from './web/examplesRoutes.js';
import { outboxPage } from './web/outboxPage.js';
import { supportMetaHook, type SupportContacts } from './web/supportMeta.js';

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
const serverVersion = '0.1.0';

/** Options of createServer. Paths default to the monorepo's build outputs. */
export interface CreateServerOptions {
  db: Db;
  /**
   * The origin of every link the server writes (emails, signing links, SSO/eID redirect URIs,
   * examples), e.g. `https://app.inkflow.test`, or a function read at each use (startServer knows
   * its port only after listen). Default `http://localhost:3000` (http/publicOrigin.ts). Never
   * taken from a request's Host header.
   */
  publicOrigin?: string | (() => string);
  /** Production: Secure cookies, no /dev, no /examples. */
  production?: boolean;
  /**
   * Development mode: serve the email and SMS outboxes (GET /api/dev/outbox, /api/dev/sms, the
   * /dev/outbox page), which show every reset link, guest link and code, to loopback clients
   * only. Default false; ignored in production. startServer turns it on when NODE_ENV is unset
   * or `development`.
   */
  devRoutes?: boolean;
  appDist?: string;
  embedDist?: string;
  loaderDist?: string;
  examplesDir?: string;
  /** Fastify logger: false (default), true, or pino options. Guest tokens are redacted from URLs. */
  logger?: boolean | Record<string, unknown>;
  /** Mailer; default: SMTP with `smtpUrl`, else the database outbox only. */
  mailer?: Mailer;
  smtpUrl?: string;
  /** SMS provider (issue #5); default: the outbox (GET /api/dev/sms outside production). */
  smsProvider?: SmsProvider;
  /** eID broker settings (issue #5); default: from EID_* environment variables, else none. */
  eid?: EidOptions;
  /** Support contacts written into every HTML page (web/supportMeta.ts); startServer passes SUPPORT_EMAIL and SUPPORT_PHONE. Default none. */
  support?: SupportContacts;
  /** Expiry sweep interval in ms (issue #5); 0 turns the sweep off. Default one minute. */
  expirySweepMs?: number;
  /** Login attempts per IP and email per window (default 10 per minute); the same as `rateLimits.login`. */
  loginRateLimit?: { max: number; timeWindow: number };
  /** Rate limits replacing the defaults (rateLimits/rateLimitRules.ts, docs/accounts-api.md "Rate limits"). */
  rateLimits?: Partial<RateLimitRules>;
  /** Redis (`redis://host:port`, REDIS_URL) for the rate-limit counters; default: the database. */
  redisUrl?: string;
  /** Prefix of the rate-limit keys in Redis (default `inkflow:rate:`), e.g. per deployment or test. */
  redisKeyPrefix?: string;
  /** File storage; default in memory (startServer passes disk storage under DATA_DIR). */
  storage?: FileStorage;
  /** Seal certificate (SEAL_P12, SEAL_P12_PASSWORD, dataDir for a generated one); default: generated in memory outside production. */
  seal?: Omit<SealCertificateOptions, 'production'>;
  /** TSA_URL: the RFC 3161 time-stamping authority every seal is timestamped by; sealing fails (seal_failed) while it cannot answer. Default none. */
  tsaUrl?: string;
  /**
   * The seal jobs (pg-boss in the same database): retries, polling, and `worker: false` for a
   * server that only queues (tests that look at an agreement before its seal). Default: a worker
   * in this process, 5 retries from 5 s with backoff.
   */
  sealJobs?: SealJobOptions;
  /**
   * PDF processing of uploads: an AssetProcessing (createAssetProcessing) or its options (worker
   * limits, the allow_async size); default: defaultPdfLimits, 1 MiB. The server closes it.
   */
  assetProcessing?: AssetProcessing | AssetProcessingOptions;
  /**
   * The §7 reload marker every /api answer carries in `x-flow-reload-marker` (an ISO date; the
   * app offers a reload when it changes). Default: the modification time of `{appDist}/index.html`
   * at start (each app build rewrites it), else the start time (http/reloadMarker.ts). Set it to
   * the deployment's build date when the app is served elsewhere (startServer: RELOAD_MARKER).
   */
  reloadMarker?: string | Date;
  /**
   * The push bus (push/PushHub.ts) carrying live events between server processes; default Redis
   * pub/sub on `redisUrl` (channel `{redisKeyPrefix or inkflow:}push`) when given, else in memory
   * (one process). The server closes it.
   */
  pushBus?: PushBus;
  /** PUSH_SECRET: the push-ticket HMAC secret; default one stored once in the database (push/pushTicket.ts). */
  pushSecret?: string;
  /** Push socket heartbeat interval in ms (default 30 000). */
  pushHeartbeatMs?: number;
  /** The payment service seat purchases go through (billing/PaymentProvider.ts); default RecordingPaymentProvider, which charges nothing. */
  paymentProvider?: PaymentProvider;
  /**
   * The webhook deliveries (pg-boss in the same database, webhooks/webhookJobs.ts): retry delays,
   * polling, the request timeout, and `worker: false` for a server that only queues. Default: a
   * worker in this process, retries after 1 min, 5 min, 30 min, 2 h and 6 h, 10 s timeout.
   */
  webhookJobs?: WebhookJobOptions;
  /** The AI review extension's reviewer (ai/ContractReviewer.ts); default the built-in rule reviewer (deterministic, no network). */
  contractReviewer?: ContractReviewer;
  /**
   * Exports, retention and cancellation (accountData/, docs/account-data.md): the export and daily
   * jobs (workers default on; the daily schedule default off, startServer turns it on), the days
   * between closing an account and deleting its data (ACCOUNT_DELETION_GRACE_DAYS, default 30) and
   * the clock (tests pass a fake one).
   */
  accountData?: AccountDataJobOptions & { deletionGraceDays?: number; now?: () => Date };
}

/** Fastify logger options whose request serializer never prints a guest token. */
export function loggerOptions(logger: CreateServerOptions['logger']): FastifyServerOptions['logger'] {
  if (!logger) return false;
  return {
    ...(typeof logger === 'object' ? logger : {}),
    serializers: {
      req: (req: { method: string; url: string; ip?: string }) => ({ method: req.method, url: redactUrl(req.url), remoteAddress: req.ip }),
    },
  };
}

/**
 * Builds the server and starts its seal job queue and worker (stopped by `app.close()`). Call
 * `await app.ready()` or `listen()`; close the db separately, after the app. Rejects when the
 * job queue's tables cannot be created.
 */
export async function createServer(options: CreateServerOptions): Promise<FastifyInstance> {
  // Every language's email, SMS and certificate texts, before the first request (serverTexts).
  await loadServerTexts({ productName: process.env.PRODUCT_NAME ?? 'Inkflow' });
  const production = options.production ?? false;
  const appDist = options.appDist ?? `${repoRoot}packages/app/dist`;
  // Counters shared by every server process: Redis when configured, else the database itself.
  const rateLimitStore = options.redisUrl
    ? createRedisRateLimitStore({ url: options.redisUrl, ...(options.redisKeyPrefix ? { keyPrefix: options.redisKeyPrefix } : {}) })
    : createDatabaseRateLimitStore(options.db);
  const rateLimitRules: RateLimitRules = {
    ...defaultRateLimitRules,
    ...(options.loginRateLimit ? { login: options.loginRateLimit } : {}),
    ...options.rateLimits,
  };
  const pushBus =
    options.pushBus ??
    (options.redisUrl
      ? createRedisPushBus({ url: options.redisUrl, ...(options.redisKeyPrefix ? { keyPrefix: options.redisKeyPrefix } : {}), onError: (error) => app.log.error({ err: error }, 'push bus failed') })
      : createMemoryPushBus());
  const app = Fastify({
    logger: loggerOptions(options.logger),
    // Room for a handwritten signature PNG (limits.handwrittenSignatureMax) plus the JSON around it.
    bodyLimit: 2 * 1024 * 1024,
    routerOptions: { querystringParser: parseQueryString },
    trustProxy: false,
    // A URL with broken percent-encoding fails before routing: answer it in the §8 shape too.
    frameworkErrors: errorHandler,
  });
  const configured = options.publicOrigin ?? defaultPublicOrigin;
  const fixedOrigin = typeof configured === 'string' ? normalisePublicOrigin(configured) : undefined;
  const publicOrigin = () => fixedOrigin ?? normalisePublicOrigin((configured as () => string)());
  const base = {
    db: options.db,
    mailer: options.mailer ?? createMailer(options.smtpUrl ? { smtpUrl: options.smtpUrl } : {}),
    production,
    devRoutes: !production && (options.devRoutes ?? false),
    // A getter: startServer learns the printed URL (its port) only after listen.
    get publicOrigin() {
      return publicOrigin();
    },
    rateLimiter: createRateLimiter(rateLimitStore, rateLimitRules),
    sms: options.smsProvider ?? createOutboxSmsProvider(),
    eid: ((eid) => (eid ? createEidBroker(eid) : undefined))(options.eid ?? eidOptionsFromEnv(process.env)),
    productName: process.env.PRODUCT_NAME ?? 'Inkflow',
    storage: options.storage ?? createMemoryStorage(),
    sealCertificate: sealCertificateProvider({ ...options.seal, production }),
    tsaUrl: options.tsaUrl || undefined,
    assetProcessing:
      options.assetProcessing && 'pool' in options.assetProcessing ? options.assetProcessing : createAssetProcessing(options.assetProcessing as AssetProcessingOptions | undefined),
    push: createPushHub(options.db, pushBus, (error) => app.log.error({ err: error }, 'push publish failed')),
    paymentProvider: options.paymentProvider ?? new RecordingPaymentProvider(),
    contractReviewer: options.contractReviewer ?? ruleReviewer,
  };
  await pushBus.ready?.();
  // One durable job queue per process (pg-boss in the same database, jobs/startJobQueue.ts) for
  // seals, webhook deliveries, exports and the daily data maintenance; stopped, waiting for the
  // jobs that run, before the db is closed.
  const jobs = await startJobQueue(options.db, app.log, { schedule: options.accountData?.schedule ?? false });
  app.addHook('onClose', async () => jobs.stop());
  // A seal queues agreement.concluded through the webhook queue.
  const webhooks = await startWebhookJobs(
    { db: options.db, production, productName: base.productName, publicOrigin: () => publicOrigin() },
    jobs,
    app.log,
    options.webhookJobs,
  );
  // Object.assign, not a spread: a spread would read the publicOrigin getter once, now.
  const withWebhooks = Object.assign(base, { webhooks });
  const sealJobs = await startSealJobs(withWebhooks, jobs, app.log, options.sealJobs);
  const accountDataDeps: AccountDataDeps = {
    db: base.db,
    storage: base.storage,
    mailer: base.mailer,
    productName: base.productName,
    get publicOrigin() {
      return publicOrigin();
    },
    deletionGraceDays: options.accountData?.deletionGraceDays ?? defaultDeletionGraceDays,
    now: options.accountData?.now ?? (() => new Date()),
  };
  const accountDataJobs = await startAccountDataJobs(accountDataDeps, jobs, app.log, options.accountData);
  const deps: ServerDeps = Object.assign(withWebhooks, { sealJobs, accountData: { deps: accountDataDeps, jobs: accountDataJobs } });

  app.setErrorHandler(errorHandler);
  // Route schemas are zod (core contract/): they validate input and serialise answers.
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await registerOpenApi(app, { productName: deps.productName, version: serverVersion });
  app.addHook('onClose', async () => deps.assetProcessing.close());
  app.addHook('onClose', async () => deps.push.close());
  registerJsonBodyParser(app);
  const sweepMs = options.expirySweepMs ?? 60_000;
  if (sweepMs > 0) {
    // The expiry sweep also tells open pages of each expired agreement, and prunes day-old push events.
    const sweep = async () => {
      for (const id of await expireAgreements(deps.db)) await deps.push.publish(id, { type: 'agreement.changed', reason: 'expired' });
      await prunePushEvents(deps.db);
    };
    const timer = setInterval(() => void sweep().catch((error: unknown) => app.log.error({ err: error }, 'expiry sweep failed')), sweepMs);
    timer.unref();
    app.addHook('onClose', async () => clearInterval(timer));
  }
  await app.register(fastifyCookie);
  app.addHook('onClose', async () => rateLimitStore.close());

  app.decorateRequest('auth', null as never);
  // First, so that even a refused request carries the headers.
  app.addHook('onRequest', securityHeaders(production));
  supportMetaHook(app, options.support ?? {});
  app.addHook('onRequest', reloadMarkerHook(reloadMarkerOf(appDist, options.reloadMarker)));
  app.addHook('onRequest', antiForgery(production));
  app.addHook('onRequest', async (request, reply) => {
    if (request.url.startsWith('/api/')) {
      // PostgreSQL cannot store U+0000: refuse it in the path and query as the JSON parser does in bodies.
      const nulAt = findNulCharacter(request.params) ?? findNulCharacter(request.query);
      if (nulAt !== undefined) throw badRequest(nulMessage(nulAt));
      request.auth = await resolveAuth(deps.db, request);
      reply.header('Cache-Control', 'no-store');
    }
  });
  // A locked account's sessions get 2001 on every call but sign-in, sign-out and, for the admins
  // of a closing account, the export and Keep my account (accounts/lockedAccountGuard.ts).
  const lockGuard = lockedAccountGuard(deps.db);
  app.addHook('onRequest', async (request) => {
    if (request.url.startsWith('/api/')) await lockGuard(request);
  });
  app.addHook('onRequest', guestMfaGuard);
  app.addHook('preHandler', premiumGuard(deps.db));
  // A call that queued webhook deliveries has committed by the time it answers: deliver now, not at the next poll.
  app.addHook('onResponse', async () => deps.webhooks.wakeIfQueued());

  await app.register(
    async (api) => {
      openApiRoutes(api);
      sessionRoutes(api, deps);
      positionRoutes(api, deps);
      signupRoutes(api, deps);
      captchaRoutes(api);
      clientErrorRoutes(api, deps);
      ssoRoutes(api, deps);
      // Its own scope: the multipart parser applies to the logo upload only.
      void api.register((scope) => accountRoutes(scope, deps));
      agreementRoutes(api, deps);
      collectionRoutes(api, deps);
      permissionRoutes(api, deps);
      memberRoutes(api, deps);
      groupRoutes(api, deps);
      folderRoutes(api, deps);
      tagRoutes(api, deps);
      noteRoutes(api, deps);
      reminderRoutes(api, deps);
      linkRoutes(api, deps);
      sealingRoutes(api, deps);
      participantRoutes(api, deps);
      flowRoutes(api, deps);
      signingRoutes(api, deps);
      eidRoutes(api, deps);
      auditRoutes(api, deps);
      // Its own scope: the multipart parser applies to the upload routes only.
      void api.register((scope) => assetRoutes(scope, deps));
      embedApiRoutes(api, deps);
      messageRoutes(api, deps);
      webhookRoutes(api, deps);
      featureRoutes(api, deps);
      aiRoutes(api, deps);
      accountDataRoutes(api, deps);
      pushRoutes(api, deps, { ...(options.pushSecret ? { secret: options.pushSecret } : {}), ...(options.pushHeartbeatMs ? { heartbeatMs: options.pushHeartbeatMs } : {}) });
      if (deps.devRoutes) devOutboxRoutes(api, deps.db);
      if (deps.devRoutes) devSmsRoutes(api, deps.db);
    },
    { prefix: '/api' },
  );

  await embedRoutes(app, {
    embedDist: options.embedDist ?? `${repoRoot}packages/embed/dist`,
    loaderDist: options.loaderDist ?? `${repoRoot}packages/loader/dist`,
    db: deps.db,
    production,
  });
  if (deps.devRoutes) outboxPage(app, deps.db);
  if (!production) {
    examplesRoutes(app, {
      dir: options.examplesDir ?? `${repoRoot}examples`,
      prefix: '/examples/',
      inkflowOrigin: () => deps.publicOrigin,
    });
  }
  await appStatic(app, appDist);

  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split('?')[0]!;
    if (path === '/api' || path.startsWith('/api/')) {
      return reply.status(404).send({ status_code: 404, api_error_code: StringErrorCode.NotFound, message: `Unknown API call: ${request.method} ${redactUrl(path)}` });
    }
    if ((request.method === 'GET' || request.method === 'HEAD') && !path.startsWith('/embed/')) {
      return spaFallback(appDist, request, reply);
    }
    return reply.status(404).header('Content-Type', 'text/plain; charset=utf-8').send('Not found');
  });

  return app;
}
