import type { AccountExportWire, DataLogEntryWire, DataManagementWire } from '@inkflow/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { serveForStory, storyAccountId, storyError, type StoryRoute } from '../session/storyFakes.js';
import { withSignedInStory } from '../session/withSignedInStory.js';
import { AccountDataPage } from './AccountDataPage.js';

const base = `/api/accounts/${storyAccountId}`;
const rules: DataManagementWire = { retention: { delete_concluded_after_months: 36, empty_trash_after_30_days: true }, cancellation: null, deletion_grace_days: 30 };
const closing: DataManagementWire = {
  ...rules,
  cancellation: { requested_at: '2026-11-28T09:00:00.000Z', deletion_due_at: '2026-12-28T09:00:00.000Z', requested_by: 'Demo User' },
};
const done = (id: number, created: string, expired = false): AccountExportWire => ({
  id,
  state: 'done',
  progress: 100,
  created,
  finished: created,
  started_by: 'Demo User',
  agreement_count: 1284,
  byte_size: 412_000_000,
  file_name: `demo-ltd-export-${created.slice(0, 10)}.zip`,
  expires_at: '2026-12-05T09:00:00.000Z',
  expired,
  download_url: expired ? null : `${base}/exports/${id}/download`,
  error: null,
});
const exports: AccountExportWire[] = [done(9, '2026-11-28T09:00:00.000Z'), done(7, '2026-10-02T14:30:00.000Z', true), { ...done(6, '2026-09-15T08:00:00.000Z'), state: 'failed', download_url: null, agreement_count: null, byte_size: null, expires_at: null, error: 'disk full' }];
const running: AccountExportWire = { ...done(10, '2026-11-29T10:00:00.000Z'), state: 'running', progress: 62, finished: null, agreement_count: null, byte_size: null, expires_at: null, download_url: null };
const log: DataLogEntryWire[] = [
  { id: 5, action: 'agreement_deleted_retention', actor: null, agreement_id: 311, subject: 'Supplier agreement – Nordic Freight AB', details: { months: 36 }, created: '2026-11-28T03:15:00.000Z' },
  { id: 4, action: 'agreement_deleted_trash', actor: null, agreement_id: 402, subject: 'Draft NDA (old)', details: { days: 30 }, created: '2026-11-27T03:15:00.000Z' },
  { id: 3, action: 'export_ready', actor: 'Demo User', agreement_id: null, subject: null, details: {}, created: '2026-11-27T09:01:00.000Z' },
  { id: 2, action: 'export_started', actor: 'Demo User', agreement_id: null, subject: null, details: {}, created: '2026-11-27T09:00:00.000Z' },
  { id: 1, action: 'retention_changed', actor: 'Demo User', agreement_id: null, subject: null, details: {}, created: '2026-11-01T10:00:00.000Z' },
];
const save: StoryRoute = ({ body }) => ({ body: { ...rules, retention: body } });

function routes(overrides: Record<string, StoryRoute> = {}) {
  return {
    [`GET ${base}/data_management`]: { body: rules },
    [`PUT ${base}/data_management`]: save,
    [`GET ${base}/exports/`]: { body: { collection: exports, count: exports.length } },
    [`POST ${base}/exports/`]: { status: 202, body: running },
    [`GET ${base}/data_management/log`]: { body: { collection: log, count: 45 } },
    [`POST ${base}/cancellation`]: { body: closing },
    [`DELETE ${base}/cancellation`]: { status: 204 },
    ...overrides,
  };
}

/** `/settings/account-data`: export, retention with the account audit log, and the danger zone. */
const meta = {
  title: 'App/Settings/AccountDataPage',
  component: AccountDataPage,
  decorators: [withSignedInStory],
  parameters: { url: '/settings/account-data' },
  beforeEach: () => serveForStory(routes()),
} satisfies Meta<typeof AccountDataPage>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Past exports (one ready, one expired, one failed), 36-month retention, a paged log. */
export const Default: Story = {};
/** An export running at 62 %. */
export const ExportRunning: Story = { beforeEach: () => serveForStory(routes({ [`GET ${base}/exports/`]: { body: { collection: [running, ...exports], count: 4 } } })) };
/** A second export while one runs: 6007. */
export const ExportRefused: Story = {
  beforeEach: () => serveForStory(routes({ [`POST ${base}/exports/`]: storyError(409, 6007, 'Action already in progress') })),
  play: async ({ canvas, userEvent }) => userEvent.click(await canvas.findByRole('button', { name: 'Start export' })),
};
/** The account is closing: the deletion date, Keep my account, and the export only. */
export const Closing: Story = { beforeEach: () => serveForStory(routes({ [`GET ${base}/data_management`]: { body: closing } })) };
/** Close account: the first step offers the export. */
export const CloseDialog: Story = { play: async ({ canvas, userEvent }) => userEvent.click(await canvas.findByRole('button', { name: 'Close account…' })) };
export const Narrow: Story = { globals: { viewport: { value: '375-812', isRotated: false } } };
