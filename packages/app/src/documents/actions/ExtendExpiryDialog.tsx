import { agreementFromWire, type Agreement } from '@inkflow/core';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../design/index.js';
import { api } from '../../session/services.js';
import { useActionToast } from './useActionToast.js';

/** `YYYY-MM-DD` (§9 default date format) of a Date in UTC. */
const isoDay = (at: Date) => at.toISOString().slice(0, 10);

/**
 * "Extend expiry" of a pending contract (PUT /agreements/{id}/expire_date): a date picker that
 * starts at the current expiry (or 30 days from now) and accepts only days from tomorrow on; the
 * contract can be signed until the end of that day (UTC). A past date is refused by the server
 * too (400, §5) and told with a toast.
 */
export function ExtendExpiryDialog({ agreement, onDone, onClose }: { agreement: Agreement; onDone(agreement: Agreement): void; onClose(): void }) {
  const { t } = useTranslation('app');
  const id = useId();
  const toast = useActionToast();
  const tomorrow = isoDay(new Date(Date.now() + 86_400_000));
  const current = agreement.expireDate ? isoDay(new Date(agreement.expireDate)) : null;
  const [day, setDay] = useState(current && current >= tomorrow ? current : isoDay(new Date(Date.now() + 30 * 86_400_000)));
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    let answer: Agreement | null = null;
    const ok = await toast(async () => {
      answer = agreementFromWire(await api.call('PUT /agreements/:id/expire_date', { params: { id: agreement.id }, body: { expire_date: day } }));
    }, t('agreementActions.expiry.done', { date: day }));
    setBusy(false);
    if (ok && answer) onDone(answer);
  };

  return (
    <Modal
      title={t('agreementActions.expiry.title')}
      description={current ? t('agreementActions.expiry.current', { date: current }) : t('agreementActions.expiry.none')}
      onClose={onClose}
      size="sm"
      footer={
        <>
          <button type="button" className="button" onClick={onClose} disabled={busy}>
            {t('agreementActions.close')}
          </button>
          <button type="submit" form={`${id}-form`} className="button primary" disabled={busy || !day || day < tomorrow} aria-busy={busy}>
            {t('agreementActions.expiry.submit')}
          </button>
        </>
      }
    >
      <form id={`${id}-form`} onSubmit={(e) => void submit(e)}>
        <div className="field">
          <label htmlFor={`${id}-date`}>{t('agreementActions.expiry.date')}</label>
          <input id={`${id}-date`} autoFocus type="date" min={tomorrow} value={day} onChange={(e) => setDay(e.target.value)} required />
        </div>
      </form>
    </Modal>
  );
}
