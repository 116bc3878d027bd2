import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { Menu, showToast } from '../../design/index.js';
import { useErrorText } from '../../errors/useErrorText.js';
import { Loading } from '../../layout/Loading.js';
import { usePageTitle } from '../../title/usePageTitle.js';
import { SettingsCard, SettingsLayout } from '../SettingsLayout.js';
import { DeleteWebhookModal } from './DeleteWebhookModal.js';
import { DeliveryStatusBadge } from './DeliveryStatusBadge.js';
import { useWebhookAccount } from './useWebhookAccount.js';
import { WebhookFormModal } from './WebhookFormModal.js';
import { WebhookSecretModal } from './WebhookSecretModal.js';
import { deleteWebhook, loadWebhooks, updateWebhook, type Webhook } from './webhooksApi.js';
import './webhooks.css';

type Status = { kind: 'loading' } | { kind: 'ready'; webhooks: Webhook[]; httpsOnly: boolean } | { kind: 'failed'; error: unknown };

/**
 * `/settings/webhooks` (docs/webhooks.md): the account's webhook endpoints, as Stripe's and
 * DocuSign Connect's pages list them — URL, events, on or off, and how the last delivery went —
 * with Add endpoint (the secret is shown once afterwards), and per endpoint a menu to open its
 * details and log, turn it on or off, or delete it (after a confirmation). Admins only: anyone
 * else gets the server's 403 as the page's message. After the trial a notice says nothing is
 * sent, and adding is off.
 */
export function WebhooksSettingsPage() {
  const { t, i18n } = useTranslation('webhooks');
  usePageTitle(t('title'));
  const errorText = useErrorText();
  const navigate = useNavigate();
  const { accountId, premiumEnded } = useWebhookAccount();
  const [status, setStatus] = useState<Status>({ kind: 'loading' });
  const [adding, setAdding] = useState(false);
  const [secret, setSecret] = useState<{ webhookId: number; value: string } | null>(null);
  const [deleting, setDeleting] = useState<Webhook | null>(null);
  const [busy, setBusy] = useState(false);

  const reload = useCallback(async () => {
    if (accountId === undefined) return;
    try {
      const loaded = await loadWebhooks(accountId);
      setStatus({ kind: 'ready', webhooks: loaded.webhooks, httpsOnly: loaded.httpsOnly });
    } catch (error) {
      setStatus({ kind: 'failed', error });
    }
  }, [accountId]);
  useEffect(() => void reload(), [reload]);

  const replace = (webhook: Webhook) =>
    setStatus((s) => (s.kind === 'ready' ? { ...s, webhooks: s.webhooks.some((w) => w.id === webhook.id) ? s.webhooks.map((w) => (w.id === webhook.id ? webhook : w)) : [...s.webhooks, webhook] } : s));

  const act = async (action: () => Promise<void>) => {
    setBusy(true);
    try {
      await action();
    } catch (error) {
      showToast({ type: 'error', title: t('toast.failed'), description: errorText(error) });
    } finally {
      setBusy(false);
    }
  };

  const toggle = (webhook: Webhook) =>
    act(async () => {
      replace(await updateWebhook(accountId!, webhook.id, { enabled: !webhook.enabled }));
      showToast({ type: 'success', title: t(webhook.enabled ? 'toast.disabled' : 'toast.enabled') });
    });

  const remove = (webhook: Webhook) =>
    act(async () => {
      await deleteWebhook(accountId!, webhook.id);
      setStatus((s) => (s.kind === 'ready' ? { ...s, webhooks: s.webhooks.filter((w) => w.id !== webhook.id) } : s));
      setDeleting(null);
      showToast({ type: 'success', title: t('toast.deleted') });
    });

  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  const addButton = (
    <button type="button" className="button primary" disabled={premiumEnded || status.kind !== 'ready'} onClick={() => setAdding(true)}>
      {t('list.add')}
    </button>
  );

  return (
    <SettingsLayout titleId="webhooks-title" title={t('title')} intro={t('intro')}>
      {premiumEnded && (
        <p className="webhook-notice" role="note">
          {t('premiumEnded')}
        </p>
      )}
      {status.kind === 'loading' && <Loading />}
      {status.kind === 'failed' && (
        <p className="field-error" role="alert">
          {errorText(status.error) || t('loadFailed')}
        </p>
      )}
      {status.kind === 'ready' && (
        <SettingsCard>
          <div className="webhook-card-head">
            <h2 className="webhook-card-head__title">{t('list.title')}</h2>
            {status.webhooks.length > 0 && addButton}
          </div>
          {status.webhooks.length === 0 ? (
            <div className="webhook-empty">
              <p className="webhook-empty__title">{t('list.empty')}</p>
              <p className="hint">{t('list.emptyHint')}</p>
              {addButton}
            </div>
          ) : (
            <ul className="webhook-list" aria-label={t('list.title')}>
              {status.webhooks.map((webhook) => (
                <li key={webhook.id} className="webhook-row">
                  <div className="webhook-row__main">
                    <Link to={`/settings/webhooks/${webhook.id}`} className="webhook-row__url">
                      {webhook.url}
                    </Link>
                    <p className="webhook-row__meta">
                      <span className={`webhook-state webhook-state--${webhook.enabled ? 'on' : 'off'}`}>{t(webhook.enabled ? 'status.enabled' : 'status.disabled')}</span>
                      <span>{t('list.eventCount', { count: webhook.events.length })}</span>
                      {webhook.lastDelivery ? (
                        <span className="webhook-row__last">
                          <DeliveryStatusBadge status={webhook.lastDelivery.status} />
                          <span>{t('list.lastDelivery', { time: date.format(new Date(webhook.lastDelivery.created)) })}</span>
                        </span>
                      ) : (
                        <span>{t('status.noDeliveries')}</span>
                      )}
                    </p>
                  </div>
                  <Menu
                    trigger={
                      <button type="button" className="ds-icon-button webhook-row__menu" aria-label={t('list.actions', { url: webhook.url })} disabled={busy}>
                        <span aria-hidden="true">⋯</span>
                      </button>
                    }
                    items={[
                      { label: t('list.view'), onSelect: () => void navigate(`/settings/webhooks/${webhook.id}`) },
                      { label: t(webhook.enabled ? 'detail.disable' : 'detail.enable'), onSelect: () => void toggle(webhook), disabled: premiumEnded },
                      { label: t('detail.delete'), onSelect: () => setDeleting(webhook), danger: true },
                    ]}
                  />
                </li>
              ))}
            </ul>
          )}
        </SettingsCard>
      )}
      {adding && status.kind === 'ready' && accountId !== undefined && (
        <WebhookFormModal
          accountId={accountId}
          httpsOnly={status.httpsOnly}
          onClose={() => setAdding(false)}
          onSaved={(webhook, value) => {
            setAdding(false);
            replace(webhook);
            showToast({ type: 'success', title: t('toast.added') });
            if (value) setSecret({ webhookId: webhook.id, value });
          }}
        />
      )}
      {secret && (
        <WebhookSecretModal
          secret={secret.value}
          onClose={() => {
            const id = secret.webhookId;
            setSecret(null);
            void navigate(`/settings/webhooks/${id}`);
          }}
        />
      )}
      {deleting && <DeleteWebhookModal webhook={deleting} busy={busy} onCancel={() => setDeleting(null)} onConfirm={() => void remove(deleting)} />}
    </SettingsLayout>
  );
}
