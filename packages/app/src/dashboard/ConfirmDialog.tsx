import { useTranslation } from 'react-i18next';
import { Modal } from '../design/index.js';
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

/** Asks before a destructive action (delete a workspace or folder, move to trash, delete permanently, empty trash), in the design Modal. */
export function ConfirmDialog({ title, text, confirmLabel, onConfirm, onDone, onClose }: ConfirmDialogProps) {
  const { t } = useTranslation('workspace');
  const errorText = useErrorText();
  const { busy, error, run } = useAsyncAction();
  return (
    <Modal
      title={title}
      size="sm"
      onClose={onClose}
      footer={
        <>
          <button type="button" className="button" onClick={onClose}>
            {t('folders.cancel')}
          </button>
          <button type="button" className="button danger" disabled={busy} onClick={() => void run(onConfirm).then((ok) => ok && onDone())}>
            {confirmLabel}
          </button>
        </>
      }
    >
      <p>{text}</p>
      {error !== null && (
        <p className="field-error" role="alert">
          {errorText(error)}
        </p>
      )}
    </Modal>
  );
}
