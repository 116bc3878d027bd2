import { type Agreement } from '@inkflow/core';
import { useRef, useState } from 'react';
import { api } from '../session/services.js';
import { blocksFromAgreement, findTextBox, textBoxInput, type Block } from './blocks.js';

/** `saved` after a successful save, `error` when the last save failed (see `error`). */
export type SaveStatus = 'idle' | 'saving' | 'saved' | 'error';

/** The owner's unsaved edits of a draft agreement and the Save call. */
export interface ContractDraft {
  name: string;
  blocks: Block[];
  dirty: boolean;
  status: SaveStatus;
  /** The failure of the last save, e.g. ApiError 4002 (stale checksum, §8). */
  error: unknown;
  setName(name: string): void;
  setBlocks(blocks: Block[]): void;
  /** Saves when dirty; resolves true when nothing is left unsaved. */
  save(): Promise<boolean>;
}

/**
 * Draft state of the editor, initialised from `agreement`. Save is PUT /agreements/{id} with
 * the name, the text box and the checksum of the agreement as the editor last got it; a stale
 * checksum fails with 4002 and the user's text stays as typed. On success `onSaved` receives
 * the server's agreement (with its new checksum).
 */
export function useContractDraft(agreement: Agreement, onSaved: (agreement: Agreement) => void): ContractDraft {
  const [name, setNameState] = useState(agreement.name);
  const [blocks, setBlocksState] = useState(() => blocksFromAgreement(agreement));
  const [dirty, setDirty] = useState(false);
  const [status, setStatus] = useState<SaveStatus>('idle');
  const [error, setError] = useState<unknown>(null);
  // Edits made while a save is in flight must stay dirty after it answers.
  const revision = useRef(0);

  const edited = () => {
    revision.current += 1;
    setDirty(true);
    if (status === 'saved') setStatus('idle');
  };

  const save = async () => {
    if (!dirty) return true;
    setStatus('saving');
    setError(null);
    const savedRevision = revision.current;
    try {
      const box = findTextBox(agreement);
      const saved = await api.updateAgreement(agreement.id, {
        checksum: agreement.checksum,
        name,
        boxes: [textBoxInput(blocks, box)],
      });
      setDirty(revision.current !== savedRevision);
      setStatus('saved');
      onSaved(saved);
      return true;
    } catch (e) {
      setError(e);
      setStatus('error');
      return false;
    }
  };

  return {
    name,
    blocks,
    dirty,
    status,
    error,
    setName: (value) => {
      setNameState(value);
      edited();
    },
    setBlocks: (value) => {
      setBlocksState(value);
      edited();
    },
    save,
  };
}
