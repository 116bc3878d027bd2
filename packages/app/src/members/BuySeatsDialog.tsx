import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useAsyncAction } from '../dashboard/useAsyncAction.js';
import { Modal } from '../design/index.js';
import { useErrorText } from '../errors/useErrorText.js';
import type { Seats } from './membersApi.js';

/** The §5 bounds of the number of seats. */
export const seatBounds = { min: 1, max: 10_000 } as const;

/** Props of BuySeatsDialog. */
export interface BuySeatsDialogProps {
  seats: Seats;
  /** Sets the number of seats; a rejection (§8 6007, 400) is shown in the dialog. */
  onChange(numberOfSeats: number): Promise<unknown>;
  onClose(): void;
}

/**
 * "Buy seats" (§7 account action, §5 Number of seats 1-10000): the account's new number of seats,
 * starting at today's. It says what the change does (adds or gives back seats) and refuses, before
 * asking the server, a number that is not whole, outside 1-10000 or below the seats in use. With
 * the recording payment provider it says plainly that nothing is charged.
 */
export function BuySeatsDialog({ seats, onChange, onClose }: BuySeatsDialogProps) {
  const { t } = useTranslation('members');
  const errorText = useErrorText();
  const id = useId();
  const formId = `${id}-form`;
  const [value, setValue] = useState(String(seats.number_of_seats));
  const { busy, error, run } = useAsyncAction();
  const text = value.trim();
  const wanted = /^\d+$/.test(text) ? Number(text) : NaN;
  const problem = Number.isNaN(wanted)
    ? t('seats.invalid')
    : wanted < seatBounds.min
      ? t('seats.belowMin', { min: seatBounds.min })
      : wanted > seatBounds.max
        ? t('seats.aboveMax', { max: seatBounds.max })
        : wanted < seats.used
          ? t('seats.belowUsed', { count: seats.used })
          : undefined;
  const delta = problem ? 0 : wanted - seats.number_of_seats;
  // The button says which way the number goes, also while the number is refused.
  const removing = !Number.isNaN(wanted) && wanted < seats.number_of_seats;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (problem || delta === 0) return;
    await run(() => onChange(wanted));
  };

  return (
    <Modal
      title={t('seats.dialogTitle')}
      description={t('seats.dialogText', { count: seats.used })}
      size="sm"
      onClose={onClose}
      footer={
        <>
          <button type="button" className="button" onClick={onClose}>
            {t('common.cancel')}
          </button>
          <button type="submit" form={formId} className="button primary" disabled={busy || Boolean(problem) || delta === 0} aria-busy={busy}>
            {removing ? t('seats.submitRemove') : t('seats.submitBuy')}
          </button>
        </>
      }
    >
      <form id={formId} className="dialog-form" noValidate onSubmit={(e) => void submit(e)}>
        <div className="field">
          <label htmlFor={`${id}-seats`}>{t('seats.numberOfSeats')}</label>
          <input
            id={`${id}-seats`}
            type="number"
            inputMode="numeric"
            min={Math.max(seatBounds.min, seats.used)}
            max={seatBounds.max}
            step={1}
            value={value}
            aria-invalid={problem ? true : undefined}
            aria-describedby={`${id}-summary`}
            onChange={(e) => setValue(e.currentTarget.value)}
          />
          <p id={`${id}-summary`} className={problem ? 'field-error' : 'hint'} aria-live="polite">
            {problem ?? (delta > 0 ? t('seats.adds', { count: delta }) : delta < 0 ? t('seats.removes', { count: -delta }) : t('seats.unchanged'))}
          </p>
        </div>
        {seats.payment_provider === 'recording' && <p className="members-notice">{t('seats.recording')}</p>}
        {error !== null && (
          <p className="field-error" role="alert">
            {errorText(error)}
          </p>
        )}
      </form>
    </Modal>
  );
}
