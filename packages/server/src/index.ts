/**
 * @inkflow/server: the Inkflow HTTP API and web server (Fastify 5, Drizzle over PGlite or
 * PostgreSQL). Named exports for main.ts, the tests and the end-to-end harness.
 */
export { createServer, loggerOptions } from './createServer.js';
export type { CreateServerOptions } from './createServer.js';
export { openDatabase } from './db/openDatabase.js';
export type { Database, Db, OpenDatabaseOptions } from './db/openDatabase.js';
export { seed, demoEmail, defaultDemoPassword } from './seed.js';
export { startServer } from './startServer.js';
export type { RunningServer, ServerEnv } from './startServer.js';
export { createMailer } from './email/Mailer.js';
export type { Mailer, OutgoingEmail } from './email/Mailer.js';
export { redactUrl } from './http/redactUrl.js';
// The shared rate-limit store (database or Redis) and the API's limits.
export { createDatabaseRateLimitStore } from './rateLimits/createDatabaseRateLimitStore.js';
export type { DatabaseRateLimitStoreOptions } from './rateLimits/createDatabaseRateLimitStore.js';
export { createRedisRateLimitStore } from './rateLimits/createRedisRateLimitStore.js';
export type { RedisRateLimitStoreOptions } from './rateLimits/createRedisRateLimitStore.js';
export type { RateLimitDecision, RateLimitStore } from './rateLimits/RateLimitStore.js';
export { defaultRateLimitRules } from './rateLimits/rateLimitRules.js';
export type { RateLimitRule, RateLimitRules } from './rateLimits/rateLimitRules.js';
// Issue #4 (documents): the reminder job, template copies (reused by the embed's template links) and the §6 check.
export { sendDueReminders } from './reminders/sendDueReminders.js';
export { createAgreementFromTemplate } from './agreements/createAgreementFromTemplate.js';
export type { TemplateCopyTarget } from './agreements/createAgreementFromTemplate.js';
export { requirePermission } from './permissions/requirePermission.js';
export { listAgreements } from './agreements/listAgreements.js';
export { Permission } from './permissions/permissionNames.js';
export { buildSealedPdf } from './sealing/buildSealedPdf.js';
export type { SealedPdf } from './sealing/buildSealedPdf.js';
export { generateSelfSignedP12 } from './sealing/generateSelfSignedP12.js';
export type { SealP12 } from './sealing/generateSelfSignedP12.js';
export { createDiskStorage } from './storage/createDiskStorage.js';
export { createMemoryStorage } from './storage/createMemoryStorage.js';
export type { FileStorage } from './storage/FileStorage.js';
export { createAssetProcessing } from './assets/AssetProcessing.js';
export type { AssetProcessing, AssetProcessingOptions } from './assets/AssetProcessing.js';
export { defaultPdfLimits } from './assets/PdfWorkerPool.js';
export type { PdfLimits } from './assets/PdfWorkerPool.js';
export type { LoadedAgreement } from './agreements/loadAgreement.js';
export type { ContractReviewer, ReviewFinding, ReviewSubject } from './ai/ContractReviewer.js';
export { reviewByRules, ruleReviewer } from './ai/ruleReviewer.js';
export { importHighlightsOf } from './ai/importHighlights.js';
import * as featuresSchema from './db/schema-features.js';
/** The account feature changes table (who turned which feature on or off, when), for tests and tooling. */
export { featuresSchema };
import * as accountsSchema from './db/schema-accounts.js';
import * as accountActionsSchema from './db/schema-account-actions.js';
import * as assetsSchema from './db/schema-assets.js';
import * as schema from './db/schema.js';
/** The Drizzle tables (for tests and tooling that query the database directly). */
export { schema };
/** The account tables (tokens, MFA, captcha, SSO), for tests and tooling. */
export { accountsSchema };
/** The long account actions table (§7 account actions, 6007), for tests and tooling. */
export { accountActionsSchema };
export { beginAccountAction, renewAccountAction, finishAccountAction, failAccountAction, listAccountActions, accountActionLeaseMs } from './accounts/accountActions.js';
export type { AccountAction } from './accounts/accountActions.js';
/** The uploads table, for tests and tooling. */
export { assetsSchema };
/** The guest links table (one row per link sent), for tests and tooling. */
export { guestTokens } from './db/schema-guest-tokens.js';
