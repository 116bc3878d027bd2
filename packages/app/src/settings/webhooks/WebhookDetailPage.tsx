import { webhookDeliveryPageSize } from '@inkflow/core';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { Modal, showToast } from '../../design/index.js';
import { useErrorText } from '../../errors/useErrorText.js';
import { Loading } from '../../layout/Loading.js';
import { usePageTitle } from '../../title/usePageTitle.js';
import { SettingsCard, SettingsLayout } from '../SettingsLayout.js';
import { DeliveryLog } from './DeliveryLog.js';
import { DeliveryStatusBadge } from './DeliveryStatusBadge.js';
import { useWebhookAccount } from './useWebhookAccount.js';
import { prettyBody } from './prettyBody.js';
import { eventName } from './webhookEvents.js';
import { WebhookFormModal } from './WebhookFormModal.js';
import { WebhookSecretModal } from './WebhookSecretModal.js';
import { DeleteWebhookModal } from './DeleteWebhookModal.js';
import {
  deleteWebhook,
  loadDeliveries,
  loadWebhooks,
  redeliver,
  rollWebhookSecret,
  testWebhook,
  updateWebhook,
  type Webhook,
  type WebhookDelivery,
} from './webhooksApi.js';
import './webhooks.css';

type Status = { kind: 'loading' } | { kind: 'ready'; webhook: Webhook; httpsOnly: boolean } | { kind: 'missing' } | { kind: 'failed'; error: unknown };
type Log = { deliveries: WebhookDelivery[]; count: number; offset: number } | null;
type Dialog = 'edit' | 'delete' | 'roll' | null;

/**
 * `/settings/webhooks/:webhookId` (docs/webhooks.md): one endpoint — its URL, events and
 * signing secret (only `whsec_…` and the last four characters; Roll secret shows the new one
 * once), Send test event with the receiver's answer, Edit, Enable/Disable, Delete after a
 * confirmation — and its delivery log, newest first, 20 a page, each delivery expanding to its
 * request and responses with Redeliver.
 */
export function WebhookDetailPage() {
  const { t, i18n } = useTranslation('webhooks');
  usePageTitle(t('detail.title'));
  const errorText = useErrorText();
  const navigate = useNavigate();
  const webhookId = Number(useParams().webhookId);
  const { accountId, premiumEnded } = useWebhookAccount();
  const [status, setStatus] = useState<Status>({ kind: 'loading' });
  const [log, setLog] = useState<Log>(null);
  const [dialog, setDialog] = useState<Dialog>(null);
  const [secret, setSecret] = useState<string | null>(null);
  const [testResult, setTestResult] = useState<WebhookDelivery | null>(null);
  const [busy, setBusy] = useState<'test' | 'toggle' | 'delete' | 'roll' | null>(null);

  const loadLog = useCallback(
    async (offset: number) => {
      if (accountId === undefined) return;
      try {
        const page = await loadDeliveries(accountId, webhookId, { limit: webhookDeliveryPageSize, offset });
        setLog({ ...page, offset });
      } catch (error) {
        showToast({ type: 'error', title: t('log.loadFailed'), description: errorText(error) });
      }
    },
    [accountId, webhookId, t, errorText],
  );

  useEffect(() => {
    if (accountId === undefined) return;
    let live = true;
    loadWebhooks(accountId).then(
      ({ webhooks, httpsOnly }) => {
        if (!live) return;
        const webhook = webhooks.find((w) => w.id === webhookId);
        setStatus(webhook ? { kind: 'ready', webhook, httpsOnly } : { kind: 'missing' });
        if (webhook) void loadLog(0);
      },
      (error: unknown) => live && setStatus({ kind: 'failed', error }),
    );
    return () => {
      live = false;
    };
  }, [accountId, webhookId, loadLog]);

  const run = async (kind: NonNullable<typeof busy>, action: () => Promise<void>) => {
    setBusy(kind);
    try {
      await action();
    } catch (error) {
      showToast({ type: 'error', title: t('toast.failed'), description: errorText(error) });
    } finally {
      setBusy(null);
    }
  };

  if (status.kind === 'loading') return <Loading />;
  if (status.kind !== 'ready') {
    return (
      <SettingsLayout titleId="webhook-title" title={t('detail.title')} intro={<Link to="/settings/webhooks">{t('detail.back')}</Link>}>
        <p className="field-error" role="alert">
          {status.kind === 'missing' ? t('detail.notFound') : errorText(status.error) || t('loadFailed')}
        </p>
      </SettingsLayout>
    );
  }

  const { webhook, httpsOnly } = status;
  const setWebhook = (next: Webhook) => setStatus({ kind: 'ready', webhook: next, httpsOnly });
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });

  const sendTest = () =>
    run('test', async () => {
      const delivery = await testWebhook(accountId!, webhook.id);
      setTestResult(delivery);
      void loadLog(0);
    });
  const toggle = () =>
    run('toggle', async () => {
      setWebhook(await updateWebhook(accountId!, webhook.id, { enabled: !webhook.enabled }));
      showToast({ type: 'success', title: t(webhook.enabled ? 'toast.disabled' : 'toast.enabled') });
    });
  const remove = () =>
    run('delete', async () => {
      await deleteWebhook(accountId!, webhook.id);
      showToast({ type: 'success', title: t('toast.deleted') });
      void navigate('/settings/webhooks');
    });
  const roll = () =>
    run('roll', async () => {
      const rolled = await rollWebhookSecret(accountId!, webhook.id);
      setDialog(null);
      setWebhook(rolled.webhook);
      setSecret(rolled.secret);
    });
  const sendAgain = async (delivery: WebhookDelivery) => {
    try {
      const queued = await redeliver(accountId!, webhook.id, delivery.id);
      setLog((current) => current && { ...current, deliveries: current.deliveries.map((d) => (d.id === queued.id ? queued : d)) });
      showToast({ type: 'success', title: t('toast.redelivered') });
    } catch (error) {
      showToast({ type: 'error', title: t('toast.failed'), description: errorText(error) });
    }
  };

  const lastAttempt = testResult?.attempts.at(-1);
  return (
    <SettingsLayout
      titleId="webhook-title"
      title={t('detail.title')}
      intro={
        <Link to="/settings/webhooks" className="webhook-back">
          ← {t('detail.back')}
        </Link>
      }
      status={{ text: t(webhook.enabled ? 'status.enabled' : 'status.disabled'), tone: webhook.enabled ? 'on' : 'off' }}
    >
      {premiumEnded && (
        <p className="webhook-notice" role="note">
          {t('premiumEnded')}
        </p>
      )}
      <SettingsCard
        title={t('detail.details')}
        footer={
          <>
            <button type="button" className="button danger" disabled={busy !== null} onClick={() => setDialog('delete')}>
              {t('detail.delete')}
            </button>
            <button type="button" className="button" disabled={busy !== null || premiumEnded} onClick={() => void toggle()}>
              {t(webhook.enabled ? 'detail.disable' : 'detail.enable')}
            </button>
            <button type="button" className="button" disabled={busy !== null || premiumEnded} onClick={() => setDialog('edit')}>
              {t('detail.edit')}
            </button>
            <button type="button" className="button primary" disabled={busy !== null || premiumEnded} onClick={() => void sendTest()}>
              {busy === 'test' ? t('detail.testing') : t('detail.test')}
            </button>
          </>
        }
      >
        <dl className="webhook-facts webhook-facts--wide">
          <dt>{t('form.url')}</dt>
          <dd className="webhook-break">
            <code className="webhook-code">{webhook.url}</code>
          </dd>
          <dt>{t('form.events')}</dt>
          <dd>
            <ul className="webhook-chips" aria-label={t('form.events')}>
              {webhook.events.map((type) => (
                <li key={type} className="webhook-chip" title={type}>
                  {t(`events.${eventName(type)}`)}
                </li>
              ))}
            </ul>
          </dd>
          <dt>{t('secret.title')}</dt>
          <dd className="webhook-secret-row">
            <code className="webhook-code">{webhook.secretHint}</code>
            <button type="button" className="button webhook-button-small" disabled={busy !== null || premiumEnded} onClick={() => setDialog('roll')}>
              {t('secret.roll')}
            </button>
          </dd>
          <dt>{t('detail.created')}</dt>
          <dd>{date.format(new Date(webhook.created))}</dd>
        </dl>
      </SettingsCard>

      {testResult && (
        <SettingsCard title={t('detail.testTitle')}>
          <div role="status" className="webhook-test">
            <p className="webhook-attempt__answer">
              <DeliveryStatusBadge status={testResult.status} />
              <span className={`webhook-http webhook-http--${testResult.status === 'succeeded' ? 'ok' : 'bad'}`}>{lastAttempt?.responseStatus ?? t('log.noAnswer')}</span>
              {lastAttempt && <span className="hint">{t('log.duration', { ms: lastAttempt.durationMs })}</span>}
            </p>
            {lastAttempt?.error && <p className="webhook-attempt__error">{lastAttempt.error}</p>}
            <h3 className="webhook-log__section">{t('log.responseBody')}</h3>
            <pre className="webhook-pre" tabIndex={0}>{lastAttempt?.responseBody ? prettyBody(lastAttempt.responseBody) : '—'}</pre>
          </div>
        </SettingsCard>
      )}

      <SettingsCard>
        <div className="webhook-card-head">
          <h2 className="webhook-card-head__title">{t('log.title')}</h2>
          <button type="button" className="button webhook-button-small" onClick={() => void loadLog(log?.offset ?? 0)}>
            {t('log.refresh')}
          </button>
        </div>
        {log === null ? (
          <Loading />
        ) : log.deliveries.length === 0 ? (
          <p className="hint">{t('log.empty')}</p>
        ) : (
          <>
            <DeliveryLog deliveries={log.deliveries} {...(premiumEnded ? {} : { onRedeliver: sendAgain })} />
            {log.count > webhookDeliveryPageSize && (
              <nav className="webhook-pages" aria-label={t('log.pages')}>
                <button type="button" className="button webhook-button-small" disabled={log.offset === 0} onClick={() => void loadLog(Math.max(0, log.offset - webhookDeliveryPageSize))}>
                  {t('log.newer')}
                </button>
                <span className="hint">{t('log.range', { from: log.offset + 1, to: log.offset + log.deliveries.length, count: log.count })}</span>
                <button
                  type="button"
                  className="button webhook-button-small"
                  disabled={log.offset + webhookDeliveryPageSize >= log.count}
                  onClick={() => void loadLog(log.offset + webhookDeliveryPageSize)}
                >
                  {t('log.older')}
                </button>
              </nav>
            )}
          </>
        )}
      </SettingsCard>

      {dialog === 'edit' && accountId !== undefined && (
        <WebhookFormModal
          accountId={accountId}
          webhook={webhook}
          httpsOnly={httpsOnly}
          onClose={() => setDialog(null)}
          onSaved={(saved) => {
            setDialog(null);
            setWebhook(saved);
            showToast({ type: 'success', title: t('toast.saved') });
          }}
        />
      )}
      {dialog === 'delete' && <DeleteWebhookModal webhook={webhook} busy={busy !== null} onCancel={() => setDialog(null)} onConfirm={() => void remove()} />}
      {dialog === 'roll' && (
        <Modal
          title={t('secret.rollTitle')}
          size="sm"
          onClose={() => setDialog(null)}
          footer={
            <>
              <button type="button" className="button" onClick={() => setDialog(null)}>
                {t('form.cancel')}
              </button>
              <button type="button" className="button primary" disabled={busy !== null} onClick={() => void roll()}>
                {t('secret.rollConfirm')}
              </button>
            </>
          }
        >
          <p>{t('secret.rollText')}</p>
        </Modal>
      )}
      {secret && <WebhookSecretModal secret={secret} onClose={() => setSecret(null)} />}
    </SettingsLayout>
  );
}
