import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { BoxEditorProps } from './BoxEditorProps.js';
import './sectionEditors.css';

/** A §3 period as stored (core boxSchemas periodSchema): a whole amount of a calendar unit. */
type Period = { amount: number; unit: (typeof periodUnits)[number] } | null;

const periodUnits = ['days', 'weeks', 'months', 'years'] as const;
const periodFields = [
  ['duration', 'duration.duration'],
  ['notice_period', 'duration.noticePeriod'],
  ['initial_duration', 'duration.initialDuration'],
] as const;

/**
 * The §5 rule 4013 as the editor checks it before saving: both dates set and the end not after
 * the start. ISO dates (YYYY-MM-DD) compare correctly as text.
 */
function endsBeforeStart(content: { start_date?: unknown; end_date?: unknown }): boolean {
  const { start_date: start, end_date: end } = content;
  return typeof start === 'string' && typeof end === 'string' && start !== '' && end !== '' && end <= start;
}

/** One period: amount (0–1000, empty clears the period) and unit. */
function PeriodInput({ legend, value, onChange }: { legend: string; value: Period; onChange(next: Period): void }) {
  const { t } = useTranslation('boxes');
  const id = useId();
  return (
    <fieldset className="period-field">
      <legend>{legend}</legend>
      <div className="period-inputs">
        <input
          id={`${id}-amount`}
          type="number"
          min={0}
          max={1000}
          step={1}
          aria-label={t('duration.amount', { period: legend })}
          value={value ? String(value.amount) : ''}
          onChange={(e) => {
            const amount = e.target.value === '' ? NaN : Math.trunc(Number(e.target.value));
            onChange(Number.isFinite(amount) ? { amount: Math.min(1000, Math.max(0, amount)), unit: value?.unit ?? 'months' } : null);
          }}
        />
        <select aria-label={t('duration.unit', { period: legend })} value={value?.unit ?? 'months'} onChange={(e) => onChange({ amount: value?.amount ?? 1, unit: e.target.value as (typeof periodUnits)[number] })}>
          {periodUnits.map((unit) => (
            <option key={unit} value={unit}>
              {t(`period.unit.${unit}`)}
            </option>
          ))}
        </select>
      </div>
    </fieldset>
  );
}

/**
 * Duration section editor (§3 Box type 2): start and end date, then duration, notice period and
 * initial duration as amount + unit. An end date not after the start shows the §8 4013 text
 * ("The end date must be after the expected start date") on the end date at once, before a save
 * would be refused with it.
 */
export function DurationBoxEditor({ box, onChange }: BoxEditorProps) {
  const { t } = useTranslation('boxes');
  const { t: tc } = useTranslation('common');
  const id = useId();
  const content = box.content;
  const set = (key: string, value: unknown) => onChange({ ...box, content: { ...content, [key]: value } });
  const invalid = endsBeforeStart(content);
  const date = (key: 'start_date' | 'end_date', label: string) => (
    <div className="field">
      <label htmlFor={`${id}-${key}`}>{label}</label>
      <input
        id={`${id}-${key}`}
        type="date"
        value={typeof content[key] === 'string' ? (content[key] as string) : ''}
        onChange={(e) => set(key, e.target.value === '' ? null : e.target.value)}
        {...(key === 'end_date' && invalid ? { 'aria-invalid': true, 'aria-describedby': `${id}-error` } : {})}
      />
    </div>
  );
  return (
    <div className="duration-editor">
      <div className="section-grid">
        {date('start_date', t('duration.startDate'))}
        {date('end_date', t('duration.endDate'))}
      </div>
      {invalid && (
        <p id={`${id}-error`} className="section-error" role="alert">
          {tc('errors.endBeforeStart')}
        </p>
      )}
      <div className="section-grid">
        {periodFields.map(([key, label]) => (
          <PeriodInput key={key} legend={t(label)} value={(content[key] as Period) ?? null} onChange={(next) => set(key, next)} />
        ))}
      </div>
    </div>
  );
}
