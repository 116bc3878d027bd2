import { useTranslation } from 'react-i18next';

/** A panel form's buttons: submit (`submitLabel`, disabled while `busy`) and Cancel when `onCancel` is given. */
export function FormActions({ submitLabel, busy, onCancel }: { submitLabel: string; busy: boolean; onCancel?: (() => void) | undefined }) {
  const { t } = useTranslation('panels');
  return (
    <div className="side-panel__actions">
      <button type="submit" disabled={busy}>
        {submitLabel}
      </button>
      {onCancel && (
        <button type="button" onClick={onCancel}>
          {t('common.cancel')}
        </button>
      )}
    </div>
  );
}

/** A listed item's Edit and Delete buttons; `editLabel`/`deleteLabel` name the item for screen readers. */
export function ItemActions({ editLabel, deleteLabel, onEdit, onDelete }: { editLabel: string; deleteLabel: string; onEdit(): void; onDelete(): void }) {
  const { t } = useTranslation('panels');
  return (
    <div className="side-panel__actions">
      <button type="button" aria-label={editLabel} onClick={onEdit}>
        {t('common.edit')}
      </button>
      <button type="button" aria-label={deleteLabel} onClick={onDelete}>
        {t('common.delete')}
      </button>
    </div>
  );
}
