import { useCallback, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../errors/useErrorText.js';
import { useSession } from '../../session/services.js';
import { panelsApi, type Colleague, type Reminder } from './panelsApi.js';
import { PanelStatus, SidePanel } from './SidePanel.js';
import { FormActions, ItemActions } from './PanelActions.js';
import { usePanelLoad } from './usePanelLoad.js';

type ReminderInput = { toPositions: number[]; dateTime: string; subject: string; message: string };

/** An ISO instant as the value of a datetime-local input (the browser's local time, minutes). */
export function toLocalInput(iso: string): string {
  const d = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** The add/edit form: send time, recipients (colleagues of the account), subject and message. */
function ReminderForm({
  colleagues,
  initial,
  submitLabel,
  onSubmit,
  onCancel,
}: {
  colleagues: Colleague[];
  initial: ReminderInput;
  submitLabel: string;
  onSubmit(input: ReminderInput): Promise<boolean>;
  onCancel?: () => void;
}) {
  const { t } = useTranslation('panels');
  const [form, setForm] = useState({ ...initial, dateTime: initial.dateTime ? toLocalInput(initial.dateTime) : '' });
  const [errors, setErrors] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const toggle = (id: number, on: boolean) => setForm((f) => ({ ...f, toPositions: on ? [...f.toPositions, id] : f.toPositions.filter((p) => p !== id) }));

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const missing = [
      ...(form.dateTime === '' || Number.isNaN(new Date(form.dateTime).getTime()) ? [t('reminders.dateTimeRequired')] : []),
      ...(form.toPositions.length === 0 ? [t('reminders.recipientsRequired')] : []),
      ...(form.subject.trim() === '' ? [t('reminders.subjectRequired')] : []),
    ];
    setErrors(missing);
    if (missing.length > 0) return;
    setBusy(true);
    const done = await onSubmit({ ...form, subject: form.subject.trim(), dateTime: new Date(form.dateTime).toISOString() });
    setBusy(false);
    if (done && !onCancel) setForm({ ...initial, dateTime: '' });
  };

  return (
    <form className="side-panel__form" onSubmit={submit} noValidate>
      <label className="side-panel__field">
        <span>{t('reminders.dateTime')}</span>
        <input type="datetime-local" value={form.dateTime} onChange={(e) => setForm((f) => ({ ...f, dateTime: e.target.value }))} />
      </label>
      <fieldset className="side-panel__fieldset">
        <legend>{t('reminders.recipients')}</legend>
        {colleagues.map((c) => (
          <label key={c.id} className="side-panel__check">
            <input type="checkbox" checked={form.toPositions.includes(c.id)} onChange={(e) => toggle(c.id, e.target.checked)} />
            <span>{c.fullname || c.email}</span>
          </label>
        ))}
      </fieldset>
      <label className="side-panel__field">
        <span>{t('reminders.subject')}</span>
        <input value={form.subject} maxLength={255} onChange={(e) => setForm((f) => ({ ...f, subject: e.target.value }))} />
      </label>
      <label className="side-panel__field">
        <span>{t('reminders.message')}</span>
        <textarea rows={3} value={form.message} onChange={(e) => setForm((f) => ({ ...f, message: e.target.value }))} />
      </label>
      {errors.map((e) => (
        <p key={e} className="side-panel__field-error">
          {e}
        </p>
      ))}
      <FormActions submitLabel={submitLabel} busy={busy} onCancel={onCancel} />
    </form>
  );
}

/**
 * Internal reminders (§3 Internal reminder; §7 delayed events): an email to colleagues at a
 * chosen time. Unsent ones can be edited and deleted; sent ones are shown as sent, read-only.
 */
export function RemindersPanel({ agreementId, onCountChange }: { agreementId: number; onCountChange?(count: number): void }) {
  const { t, i18n } = useTranslation('panels');
  const errorText = useErrorText();
  const me = useSession((s) => s.position);
  const [reminders, setReminders] = useState<Reminder[]>([]);
  const [colleagues, setColleagues] = useState<Colleague[]>([]);
  const [actionError, setActionError] = useState<string | null>(null);
  const [editing, setEditing] = useState<number | null>(null);
  const { loading, loadError, reload: load } = usePanelLoad(
    useCallback(async () => {
      const [list, people] = await Promise.all([panelsApi.listReminders(agreementId), panelsApi.listColleagues()]);
      setReminders(list);
      setColleagues(people);
    }, [agreementId]),
  );

  const byTime = (list: Reminder[]) => [...list].sort((a, b) => a.dateTime.localeCompare(b.dateTime) || a.id - b.id);
  const act = async (action: () => Promise<void>) => {
    setActionError(null);
    try {
      await action();
      return true;
    } catch (e) {
      setActionError(errorText(e));
      return false;
    }
  };
  const create = (input: ReminderInput) =>
    act(async () => {
      const created = await panelsApi.createReminder(agreementId, input);
      const next = byTime([...reminders, created]);
      setReminders(next);
      onCountChange?.(next.length);
    });
  const update = (id: number) => (input: ReminderInput) =>
    act(async () => {
      const saved = await panelsApi.updateReminder(id, input);
      setReminders((list) => byTime(list.map((r) => (r.id === id ? saved : r))));
      setEditing(null);
    });
  const remove = (reminder: Reminder) => {
    if (!window.confirm(t('reminders.confirmDelete', { subject: reminder.subject }))) return;
    void act(async () => {
      await panelsApi.deleteReminder(reminder.id);
      const next = reminders.filter((r) => r.id !== reminder.id);
      setReminders(next);
      onCountChange?.(next.length);
    });
  };
  const date = (iso: string) => new Date(iso).toLocaleString(i18n.language);
  const names = (ids: number[]) => ids.map((id) => colleagues.find((c) => c.id === id)?.fullname ?? `#${id}`).join(', ');

  return (
    <SidePanel title={t('reminders.title')}>
      <PanelStatus loading={loading} error={loadError} empty={reminders.length === 0} emptyText={t('reminders.empty')} onRetry={() => void load()} />
      {reminders.length > 0 && (
        <ul className="side-panel__list">
          {reminders.map((r) => (
            <li key={r.id} className="side-panel__item">
              {editing === r.id ? (
                <ReminderForm colleagues={colleagues} initial={r} submitLabel={t('common.save')} onSubmit={update(r.id)} onCancel={() => setEditing(null)} />
              ) : (
                <>
                  <strong>{r.subject}</strong>
                  <span className="side-panel__muted">{r.sentAt ? t('reminders.sent', { date: date(r.sentAt) }) : t('reminders.scheduled', { date: date(r.dateTime) })}</span>
                  <span className="side-panel__muted">{names(r.toPositions)}</span>
                  {r.message && <p className="side-panel__note-text">{r.message}</p>}
                  {!r.sentAt && (
                    <ItemActions editLabel={t('reminders.editReminder', { subject: r.subject })} deleteLabel={t('reminders.deleteReminder', { subject: r.subject })} onEdit={() => setEditing(r.id)} onDelete={() => remove(r)} />
                  )}
                </>
              )}
            </li>
          ))}
        </ul>
      )}
      {actionError && (
        <p className="side-panel__error" role="alert">
          {actionError}
        </p>
      )}
      {!loading && !loadError && (
        <ReminderForm
          colleagues={colleagues}
          initial={{ toPositions: me ? [me.id] : [], dateTime: '', subject: '', message: '' }}
          submitLabel={t('reminders.add')}
          onSubmit={create}
        />
      )}
    </SidePanel>
  );
}
