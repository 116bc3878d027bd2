import { BoxType, type Agreement } from '@inkflow/core';
import { useRef, useState } from 'react';
import { api } from '../session/services.js';
import { boxesInput, editorBoxesFrom, emptyBox, type EditorBox } from './boxes/EditorBox.js';

/** `saved` after a successful save, `error` when the last save failed (see `error`). */
export type SaveStatus = 'idle' | 'saving' | 'saved' | 'error';

/** The owner's unsaved edits of a draft or template and the Save call (§4 Saving). */
export interface AgreementDraft {
  name: string;
  /** The sections in order (§3 Box), as edited. */
  boxes: EditorBox[];
  /** The agreement's `data`: data fields (§3 Data field) and other keyed items, as edited. */
  data: unknown[];
  dirty: boolean;
  status: SaveStatus;
  /** The failure of the last save, e.g. ApiError 4002 (stale checksum), 4013, 4405, 4409 (§8). */
  error: unknown;
  setName(name: string): void;
  setBoxes(boxes: EditorBox[]): void;
  /** Replaces one box (matched by `key`). */
  updateBox(key: string, box: EditorBox): void;
  setData(data: unknown[]): void;
  /** Saves when dirty; resolves true when nothing is left unsaved. */
  save(): Promise<boolean>;
}

/**
 * Draft state of the editor, initialised from `agreement`. Save is one PUT /agreements/{id}
 * with the name, every box in order, the data and the checksum of the agreement as the editor
 * last got it (§4 Saving: it replaces the current data); a stale checksum fails with 4002 and
 * every edit stays as typed. On success `onSaved` receives the server's agreement (new checksum,
 * box ids, product table sums), and boxes take the saved ids and store.
 */
export function useAgreementDraft(agreement: Agreement, onSaved: (agreement: Agreement) => void): AgreementDraft {
  const [name, setNameState] = useState(agreement.name);
  // A new contract starts with one empty text section, so there is somewhere to type.
  const [boxes, setBoxesState] = useState(() => (agreement.boxes.length > 0 ? editorBoxesFrom(agreement) : [emptyBox(BoxType.Text)]));
  const [data, setDataState] = useState<unknown[]>(() => agreement.data);
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
      const saved = await api.updateAgreement(agreement.id, { checksum: agreement.checksum, name, boxes: boxesInput(boxes), data: data as never });
      const unchanged = revision.current === savedRevision;
      setDirty(!unchanged);
      // The server answers boxes in the order sent; take their ids and store unless edited meanwhile.
      const savedBoxes = editorBoxesFrom(saved);
      if (unchanged && savedBoxes.length === boxes.length) setBoxesState(boxes.map((box, i) => ({ ...box, id: savedBoxes[i]!.id, store: savedBoxes[i]!.store })));
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
    boxes,
    data,
    dirty,
    status,
    error,
    setName: (value) => {
      setNameState(value);
      edited();
    },
    setBoxes: (value) => {
      setBoxesState(value);
      edited();
    },
    updateBox: (key, box) => {
      setBoxesState((current) => current.map((b) => (b.key === key ? box : b)));
      edited();
    },
    setData: (value) => {
      setDataState(value);
      edited();
    },
    save,
  };
}
