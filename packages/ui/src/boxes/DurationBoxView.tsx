import { useTranslation } from 'react-i18next';
import type { BoxViewProps } from './BoxViewProps.js';

/** A §3 period (duration, notice period, initial duration) as stored. */
export interface Period {
  amount: number;
  unit: 'days' | 'weeks' | 'months' | 'years';
}

const periodKeys = [
  ['duration', 'duration.duration'],
  ['notice_period', 'duration.noticePeriod'],
  ['initial_duration', 'duration.initialDuration'],
] as const;

const isPeriod = (v: unknown): v is Period =>
  typeof v === 'object' && v !== null && typeof (v as Period).amount === 'number' && ['days', 'weeks', 'months', 'years'].includes((v as Period).unit);
const isDate = (v: unknown): v is string => typeof v === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(v);

/**
 * Read-only duration section (§3 Box type 2): start and end date in the §9 default format
 * YYYY-MM-DD, then duration, notice period and initial duration ("3 months"). Values not set
 * are left out; a section with nothing set renders nothing.
 */
export function DurationBoxView({ box }: BoxViewProps) {
  const { t } = useTranslation('boxes');
  const content = box.content as Record<string, unknown>;
  const rows: [string, string][] = [];
  if (isDate(content.start_date)) rows.push([t('duration.startDate'), content.start_date]);
  if (isDate(content.end_date)) rows.push([t('duration.endDate'), content.end_date]);
  for (const [key, label] of periodKeys) {
    const period = content[key];
    if (isPeriod(period)) rows.push([t(label), t(`period.${period.unit}`, { count: period.amount })]);
  }
  if (rows.length === 0) return null;
  return (
    <section className="ink-box ink-box--duration" aria-label={t('duration.title')}>
      <dl className="ink-box__facts">
        {rows.map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
