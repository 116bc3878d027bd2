/**
 * The contract of the §7 account actions "export", "data management" and "cancellation"
 * (docs/account-data.md): an admin exports every agreement of the account as one zip (a job, with
 * progress; §8 6007 while one runs), sets the retention rules, reads the account audit log, and
 * closes the account (locked at once, §8 2001 for everyone else; its data deleted after a grace
 * period) or takes the closing back.
 */
import { z } from 'zod';
import { concludedRetentionMonths } from '../domain/accountData.js';
import { ApiErrorCode, StringErrorCode } from '../errors.js';
import { currentPasswordSchema } from '../validation/accountSchemas.js';
import { defineRoute, type RouteError } from './defineRoute.js';
import { listOf, noContent, notLoggedInError, pathIdSchema } from './commonSchemas.js';

const isoDate = () => z.string().meta({ format: 'date-time' });

/** One export of the account (a run of the `export` account action). */
export const accountExportWireSchema = z
  .object({
    id: z.number().int(),
    state: z.enum(['running', 'done', 'failed']),
    progress: z.number().int().min(0).max(100).meta({ description: 'Percent done' }),
    created: isoDate(),
    finished: isoDate().nullable(),
    started_by: z.string().nullable().meta({ description: 'The name of the admin who started it; null once that position is gone' }),
    agreement_count: z.number().int().nullable().meta({ description: 'Agreements in the zip (when done)' }),
    byte_size: z.number().int().nullable().meta({ description: 'Size of the zip in bytes (when done)' }),
    file_name: z.string().nullable(),
    expires_at: isoDate().nullable().meta({ description: 'When the download stops working: 7 days after it finished' }),
    expired: z.boolean(),
    download_url: z.string().nullable().meta({ description: 'Path of the download for a signed-in admin (done and not expired), else null' }),
    error: z.string().nullable(),
  })
  .meta({
    id: 'AccountExport',
    examples: [
      {
        id: 4,
        state: 'done',
        progress: 100,
        created: '2026-11-28T09:00:00.000Z',
        finished: '2026-11-28T09:01:10.000Z',
        started_by: 'Ada Admin',
        agreement_count: 42,
        byte_size: 5_242_880,
        file_name: 'example-ltd-export-2026-11-28.zip',
        expires_at: '2026-12-05T09:01:10.000Z',
        expired: false,
        download_url: '/api/accounts/1/exports/4/download',
        error: null,
      },
    ],
  });
export type AccountExportWire = z.infer<typeof accountExportWireSchema>;

/** The account's retention rules (§7 data management). */
export const retentionWireSchema = z.object({
  delete_concluded_after_months: z.number().int().nullable().meta({ description: 'Signed agreements are deleted this many months after signing; null: kept' }),
  empty_trash_after_30_days: z.boolean().meta({ description: 'Agreements in the trash for 30 days are deleted (on by default)' }),
});

/** A pending closing of the account (§7 cancellation). */
export const cancellationWireSchema = z
  .object({
    requested_at: isoDate(),
    deletion_due_at: isoDate().meta({ description: 'When the daily job deletes the account’s data' }),
    requested_by: z.string().nullable(),
  })
  .meta({ id: 'AccountCancellation' });
export type CancellationWire = z.infer<typeof cancellationWireSchema>;

/** GET /accounts/{id}/data_management: the rules, a pending closing, and the grace period. */
export const dataManagementWireSchema = z
  .object({
    retention: retentionWireSchema,
    cancellation: cancellationWireSchema.nullable(),
    deletion_grace_days: z.number().int().meta({ description: 'Days between closing and deletion (ACCOUNT_DELETION_GRACE_DAYS)' }),
  })
  .meta({
    id: 'DataManagement',
    examples: [{ retention: { delete_concluded_after_months: 24, empty_trash_after_30_days: true }, cancellation: null, deletion_grace_days: 30 }],
  });
export type DataManagementWire = z.infer<typeof dataManagementWireSchema>;

/** What an account audit log entry records. */
export const dataLogActions = [
  'agreement_deleted_retention',
  'agreement_deleted_trash',
  'retention_changed',
  'export_started',
  'export_ready',
  'export_failed',
  'cancellation_requested',
  'cancellation_withdrawn',
] as const;

/** One entry of the account audit log: who (null: a scheduled rule), what, when. */
export const dataLogEntryWireSchema = z
  .object({
    id: z.number().int(),
    action: z.enum(dataLogActions),
    actor: z.string().nullable().meta({ description: 'The admin’s name; null for the system (a retention rule run by the daily job)' }),
    agreement_id: z.number().int().nullable(),
    subject: z.string().nullable().meta({ description: 'The agreement’s name when it was deleted' }),
    details: z.record(z.string(), z.unknown()),
    created: isoDate(),
  })
  .meta({
    id: 'DataLogEntry',
    examples: [{ id: 9, action: 'agreement_deleted_retention', actor: null, agreement_id: 12, subject: 'Office lease', details: { months: 24 }, created: '2026-11-28T03:15:00.000Z' }],
  });
export type DataLogEntryWire = z.infer<typeof dataLogEntryWireSchema>;

/** PUT /accounts/{id}/data_management body. */
export const retentionSchema = z.object({
  delete_concluded_after_months: z
    .number({ error: 'delete_concluded_after_months must be a whole number from 1 to 120, or null' })
    .int({ message: 'delete_concluded_after_months must be a whole number from 1 to 120, or null' })
    .min(concludedRetentionMonths.min, { message: `Months is not allowed to be below ${concludedRetentionMonths.min}` })
    .max(concludedRetentionMonths.max, { message: `Months is not allowed to be above ${concludedRetentionMonths.max}` })
    .nullable(),
  empty_trash_after_30_days: z.boolean({ error: 'empty_trash_after_30_days must be true or false' }),
});
export type RetentionRequest = z.input<typeof retentionSchema>;

/** POST /accounts/{id}/cancellation body: the caller's password, entered again. */
export const cancellationRequestSchema = z.object({ password: currentPasswordSchema });

/** GET /accounts/{id}/data_management/log query: a page (§7 lists, default 20). */
export const dataLogQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(100).optional().default(20),
  offset: z.coerce.number().int().min(0).optional().default(0),
});

const accountParams = z.object({ id: pathIdSchema('Invalid account Id') });
const exportParams = z.object({ id: pathIdSchema('Invalid account Id'), exportId: pathIdSchema('Invalid export Id') });
const adminOnly: RouteError = { status: 403, code: ApiErrorCode.AccessDenied, when: 'Not an admin of the account, or a guest token was sent' };
const locked: RouteError = { status: 403, code: ApiErrorCode.AccountLocked, when: 'The account is locked (closing: only the export and Keep my account remain)' };
const adminErrors: RouteError[] = [notLoggedInError, adminOnly, locked];

/** The zip of an export. Binary: streamed as it is stored; this schema only documents the answer. */
export const accountExportFileSchema = z.any().meta({ description: 'The export (application/zip, `Content-Disposition: attachment`)', format: 'binary' });

/** Every export, data management and cancellation route. */
export const accountDataContract = [
  defineRoute({
    method: 'POST',
    path: '/accounts/:id/exports/',
    resource: 'account-data',
    summary: 'Start an export of every agreement of the account',
    description:
      'Admins only. Queues a job that writes one zip (agreement JSON with boxes, participants, parties, audit trail and messages; sealed PDFs; uploads; index.json and index.html) and emails the admin a download link that works for 7 days. Answers at once with the running export.',
    auth: 'session',
    params: accountParams,
    responses: { 202: accountExportWireSchema },
    errors: [...adminErrors, { status: 409, code: ApiErrorCode.ActionInProgress, when: 'An export of the account is already running' }],
  }),
  defineRoute({
    method: 'GET',
    path: '/accounts/:id/exports/',
    resource: 'account-data',
    summary: 'The account’s exports, newest first (the last 20)',
    auth: 'session',
    params: accountParams,
    responses: { 200: listOf(accountExportWireSchema) },
    errors: adminErrors,
  }),
  defineRoute({
    method: 'GET',
    path: '/accounts/:id/exports/:exportId/download',
    resource: 'account-data',
    summary: 'Download an export',
    description: 'For a signed-in admin of the account, or anyone holding the emailed link (`token`). Refused 7 days after the export finished.',
    auth: 'none',
    params: exportParams,
    query: z.object({ token: z.string().max(100).optional().meta({ description: 'The token of the emailed link' }) }),
    responses: { 200: accountExportFileSchema },
    errors: [
      { status: 401, code: ApiErrorCode.AccessDenied, when: 'Neither a session nor a token' },
      { status: 403, code: ApiErrorCode.AccessDenied, when: 'Not an admin of the account, and no valid token' },
      { status: 404, code: StringErrorCode.NotFound, when: 'No such export, not finished, or expired' },
    ],
  }),
  defineRoute({
    method: 'GET',
    path: '/accounts/:id/data_management',
    resource: 'account-data',
    summary: 'The retention rules and a pending closing of the account',
    auth: 'session',
    params: accountParams,
    responses: { 200: dataManagementWireSchema },
    errors: adminErrors,
  }),
  defineRoute({
    method: 'PUT',
    path: '/accounts/:id/data_management',
    resource: 'account-data',
    summary: 'Set the retention rules',
    description: 'Run by the daily job: signed agreements older than N months (1-120, null: never) and agreements 30 days in the trash are deleted, each deletion recorded in the account audit log.',
    auth: 'session',
    params: accountParams,
    body: retentionSchema,
    responses: { 200: dataManagementWireSchema },
    errors: adminErrors,
  }),
  defineRoute({
    method: 'GET',
    path: '/accounts/:id/data_management/log',
    resource: 'account-data',
    summary: 'The account audit log of data management, newest first',
    auth: 'session',
    params: accountParams,
    query: dataLogQuerySchema,
    responses: { 200: listOf(dataLogEntryWireSchema) },
    errors: adminErrors,
  }),
  defineRoute({
    method: 'POST',
    path: '/accounts/:id/cancellation',
    resource: 'account-data',
    summary: 'Close the account',
    description:
      'Admins only, with their password. Locks the account at once (2001 for every other position; admins keep the export and Keep my account) and schedules the deletion of its data after the grace period; the admins get an email with the date.',
    auth: 'session',
    params: accountParams,
    body: cancellationRequestSchema,
    responses: { 200: dataManagementWireSchema },
    errors: [
      ...adminErrors,
      { status: 401, code: ApiErrorCode.InvalidPassword, when: 'Wrong password' },
      { status: 409, code: ApiErrorCode.ActionInProgress, when: 'The account is already closing' },
    ],
  }),
  defineRoute({
    method: 'DELETE',
    path: '/accounts/:id/cancellation',
    resource: 'account-data',
    summary: 'Keep the account (take a closing back)',
    description: 'Admins only, while the account is closing: unlocks it and cancels the deletion.',
    auth: 'session',
    params: accountParams,
    responses: { 204: noContent },
    errors: [...adminErrors, { status: 404, code: StringErrorCode.NotFound, when: 'The account is not closing' }],
  }),
] as const;
