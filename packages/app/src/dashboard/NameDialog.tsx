import { useId, useState, type FormEvent } from 'react';
import { Modal } from '../design/index.js';
import { useErrorText } from '../errors/useErrorText.js';
import { useAsyncAction } from './useAsyncAction.js';

/** Props of NameDialog: texts, the starting name, and the action run with the trimmed name (its failure is shown). */
export interface NameDialogProps {
  title: string;
  label: string;
  text?: string;
  initialName?: string;
  submitLabel: string;
  cancelLabel: string;
  onSubmit(name: string): Promise<unknown>;
  onClose(): void;
}

/** Asks for one name (1-100 characters, §9) in the design Modal and runs `onSubmit` with it; e.g. New workspace, Rename. */
export function NameDialog({ title, label, text, initialName = '', submitLabel, cancelLabel, onSubmit, onClose }: NameDialogProps) {
  const errorText = useErrorText();
  const id = useId();
  const formId = useId();
  const [name, setName] = useState(initialName);
  const { busy, error, run } = useAsyncAction();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (name.trim() !== '') await run(() => onSubmit(name.trim()));
  };
  return (
    <Modal
      title={title}
      size="sm"
      onClose={onClose}
      footer={
        <>
          <button type="button" className="button" onClick={onClose}>
            {cancelLabel}
          </button>
          <button type="submit" form={formId} className="button primary" disabled={busy || name.trim() === ''}>
            {submitLabel}
          </button>
        </>
      }
    >
      <form id={formId} className="dialog-form" onSubmit={(e) => void submit(e)}>
        {text && <p>{text}</p>}
        <label htmlFor={id}>{label}</label>
        <input id={id} value={name} maxLength={100} autoFocus onChange={(e) => setName(e.target.value)} />
        {error !== null && (
          <p className="field-error" role="alert">
            {errorText(error)}
          </p>
        )}
      </form>
    </Modal>
  );
}
