import { Dialog } from '@inkflow/ui';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../errors/useErrorText.js';
import { useAsyncAction } from './useAsyncAction.js';

/** Props of ConfirmDialog. `onConfirm` runs the action; on success the dialog calls `onDone`, on failure it shows the error. */
export interface ConfirmDialogProps {
  title: string;
  text: string;
  confirmLabel: string;
  onConfirm(): Promise<unknown>;
  onDone(): void;
  onClose(): void;
}

/** Asks before a destructive action (delete folder, delete permanently, empty trash). */
export function ConfirmDialog({ title, text, confirmLabel, onConfirm, onDone, onClose }: ConfirmDialogProps) {
  const { t } = useTranslation('workspace');
  const errorText = useErrorText();
  const { busy, error, run } = useAsyncAction();
  return (
    <Dialog title={title} onClose={onClose}>
      <p>{text}</p>
      {error !== null && (
        <p className="field-error" role="alert">
          {errorText(error)}
        </p>
      )}
      <div className="dialog-actions">
        <button type="button" className="button" onClick={onClose}>
          {t('folders.cancel')}
        </button>
        <button type="button" className="button danger" disabled={busy} onClick={() => void run(onConfirm).then((ok) => ok && onDone())}>
          {confirmLabel}
        </button>
      </div>
    </Dialog>
  );
}
