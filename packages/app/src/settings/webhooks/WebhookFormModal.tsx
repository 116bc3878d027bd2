import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../design/index.js';
import { useErrorText } from '../../errors/useErrorText.js';
import type { WebhookEventType } from '@inkflow/core';
import { eventName, eventTypes } from './webhookEvents.js';
import { addWebhook, updateWebhook, type Webhook } from './webhooksApi.js';
import { validateWebhookUrl } from './validateWebhookUrl.js';

/** Props of WebhookFormModal. */
export interface WebhookFormModalProps {
  accountId: number;
  /** The webhook to edit; without it the dialog adds one. */
  webhook?: Webhook;
  /** The server is in production: https only (the list's `https_only`). */
  httpsOnly: boolean;
  onClose(): void;
  /** After a save: the webhook as stored, and its secret when it was just added (shown once). */
  onSaved(webhook: Webhook, secret?: string): void;
}

/**
 * The add and edit dialog of a webhook endpoint: its URL (checked before sending, §5) and the
 * events it receives (at least one; "Select all" ticks every one). The server's refusal (a
 * private address in production, 2002 after the trial) shows as an alert in the dialog.
 */
export function WebhookFormModal({ accountId, webhook, httpsOnly, onClose, onSaved }: WebhookFormModalProps) {
  const { t } = useTranslation('webhooks');
  const errorText = useErrorText();
  const id = useId();
  const [url, setUrl] = useState(webhook?.url ?? '');
  const [events, setEvents] = useState<WebhookEventType[]>(webhook?.events ?? ['agreement.signed', 'agreement.concluded']);
  const [touched, setTouched] = useState(false);
  const [saving, setSaving] = useState(false);
  const [saveError, setSaveError] = useState<unknown>(null);
  const urlProblem = validateWebhookUrl(url, httpsOnly);
  const eventsMissing = events.length === 0;
  const showErrors = touched;

  const toggle = (type: WebhookEventType, on: boolean) => setEvents((current) => eventTypes.filter((e) => (e === type ? on : current.includes(e))));
  const allOn = events.length === eventTypes.length;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setTouched(true);
    setSaveError(null);
    if (urlProblem || eventsMissing) return;
    setSaving(true);
    try {
      if (webhook) onSaved(await updateWebhook(accountId, webhook.id, { url: url.trim(), events }));
      else {
        const added = await addWebhook(accountId, { url: url.trim(), events });
        onSaved(added.webhook, added.secret);
      }
    } catch (error) {
      setSaveError(error);
      setSaving(false);
    }
  };

  const formId = `${id}-form`;
  const urlError = showErrors && urlProblem ? t(urlProblem.key, urlProblem.values) : '';
  return (
    <Modal
      title={webhook ? t('form.editTitle') : t('form.addTitle')}
      onClose={onClose}
      size="lg"
      footer={
        <>
          <button type="button" className="button" onClick={onClose}>
            {t('form.cancel')}
          </button>
          <button type="submit" form={formId} className="button primary" disabled={saving}>
            {saving ? t('form.saving') : webhook ? t('form.save') : t('form.add')}
          </button>
        </>
      }
    >
      <form id={formId} className="webhook-form" noValidate onSubmit={(e) => void submit(e)}>
        <div className="field">
          <label htmlFor={`${id}-url`}>{t('form.url')}</label>
          <input
            id={`${id}-url`}
            type="url"
            inputMode="url"
            autoComplete="off"
            spellCheck={false}
            placeholder="https://crm.example.com/hooks/inkflow"
            value={url}
            maxLength={1100}
            aria-invalid={urlError ? true : undefined}
            aria-describedby={`${id}-url-help${urlError ? ` ${id}-url-error` : ''}`}
            onChange={(e) => setUrl(e.currentTarget.value)}
            onBlur={() => url !== '' && setTouched(true)}
          />
          <p id={`${id}-url-help`} className="hint">
            {httpsOnly ? t('form.urlHelp') : t('form.urlHelpDevelopment')}
          </p>
          {urlError && (
            <p id={`${id}-url-error`} className="field-error" role="alert">
              {urlError}
            </p>
          )}
        </div>
        <fieldset className="webhook-form__events" aria-describedby={showErrors && eventsMissing ? `${id}-events-error` : undefined}>
          <legend>{t('form.events')}</legend>
          <label className="webhook-event-option webhook-event-option--all">
            <input type="checkbox" checked={allOn} onChange={(e) => setEvents(e.currentTarget.checked ? [...eventTypes] : [])} />
            <span className="webhook-event-option__text">
              <span className="webhook-event-option__label">{t('form.selectAll')}</span>
            </span>
          </label>
          {eventTypes.map((type) => (
            <label key={type} className="webhook-event-option">
              <input type="checkbox" checked={events.includes(type)} onChange={(e) => toggle(type, e.currentTarget.checked)} />
              <span className="webhook-event-option__text">
                <span className="webhook-event-option__label">{t(`events.${eventName(type)}`)}</span>
                <code className="webhook-code">{type}</code>
                <span className="webhook-event-option__hint">{t(`events.${eventName(type)}Hint`)}</span>
              </span>
            </label>
          ))}
          {showErrors && eventsMissing && (
            <p id={`${id}-events-error`} className="field-error" role="alert">
              {t('form.eventsRequired')}
            </p>
          )}
        </fieldset>
        {saveError !== null && (
          <p className="field-error" role="alert">
            {errorText(saveError) || t('form.saveFailed')}
          </p>
        )}
      </form>
    </Modal>
  );
}
