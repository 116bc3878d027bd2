import { Dialog } from '@inkflow/ui';
import { useId, useState, type FormEvent } from 'react';
import { useErrorText } from '../errors/useErrorText.js';
import { useAsyncAction } from './useAsyncAction.js';

/** Props of NameDialog: texts, and the action run with the trimmed name (its failure is shown). */
export interface NameDialogProps {
  title: string;
  label: string;
  text?: string;
  submitLabel: string;
  cancelLabel: string;
  onSubmit(name: string): Promise<unknown>;
  onClose(): void;
}

/** Asks for one name (1-100 characters, §9) and runs `onSubmit` with it; e.g. Import signed contract. */
export function NameDialog({ title, label, text, submitLabel, cancelLabel, onSubmit, onClose }: NameDialogProps) {
  const errorText = useErrorText();
  const id = useId();
  const [name, setName] = useState('');
  const { busy, error, run } = useAsyncAction();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (name.trim() !== '') await run(() => onSubmit(name.trim()));
  };
  return (
    <Dialog title={title} onClose={onClose}>
      <form className="dialog-form" onSubmit={(e) => void submit(e)}>
        {text && <p>{text}</p>}
        <label htmlFor={id}>{label}</label>
        <input id={id} value={name} maxLength={100} onChange={(e) => setName(e.target.value)} />
        {error !== null && (
          <p className="field-error" role="alert">
            {errorText(error)}
          </p>
        )}
        <div className="dialog-actions">
          <button type="button" className="button" onClick={onClose}>
            {cancelLabel}
          </button>
          <button type="submit" className="button primary" disabled={busy || name.trim() === ''}>
            {submitLabel}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
