import { ApiError, ApiErrorCode, BoxType, type Agreement } from '@inkflow/core';
import { useCallback, useEffect, useRef, useState } from 'react';
import { api } from '../session/services.js';
import { boxesInput, editorBoxesFrom, emptyBox, type EditorBox } from './boxes/EditorBox.js';
import { mergeRemoteDraft, type MergedDraft } from './page/mergeRemoteDraft.js';

/**
 * `idle` nothing to save, `pending` edits wait for the autosave, `saving` a save runs, `saved` the
 * last save succeeded, `error` it failed (see `error`), `conflict` it was refused as stale (4002):
 * autosave pauses until the user chooses (keepMine / takeTheirs).
 */
export type SaveStatus = 'idle' | 'pending' | 'saving' | 'saved' | 'error' | 'conflict';

/** Milliseconds after the last edit before the autosave runs. */
export const autosaveDelayMs = 800;

/** The owner's unsaved edits of a draft or template and their autosave (§4 Saving). */
export interface AgreementDraft {
  name: string;
  /** The sections in order (§3 Box), as edited; the order is saved as `box_order`. */
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
  /** Saves now when dirty (Send, blur, page hide); resolves true when nothing is left unsaved. */
  save(): Promise<boolean>;
  /** After a 4002: saves these edits on top of `fresh` (the current version), by the user's explicit choice. */
  keepMine(fresh: Agreement): Promise<boolean>;
  /** After a 4002: drops the local edits and continues from `fresh`. */
  takeTheirs(fresh: Agreement): void;
  /** The checksum the next save builds on (the version this page last loaded or saved). */
  checksum(): string;
  /** True while edits wait to be saved (or a save of them runs). */
  hasUnsavedEdits(): boolean;
  /**
   * Continues from `fresh`, a version saved elsewhere, keeping the unsaved edits on top (a
   * three-way merge per section, mergeRemoteDraft); the merge is then autosaved on `fresh`'s
   * checksum. Without unsaved edits it is takeTheirs. When both sides changed the same section
   * nothing is merged: the edits are saved on the old checksum, whose 4002 asks the user (the
   * stale-change dialog). Returns the merge.
   */
  reloadFrom(fresh: Agreement): MergedDraft;
  /**
   * Holds the autosave while a version saved elsewhere is known but not yet taken (useUpdatedBy):
   * a save on the old checksum would only fail with 4002. `false` releases it and saves pending
   * edits; reloadFrom and takeTheirs release it too.
   */
  hold(held: boolean): void;
}

interface Content {
  name: string;
  boxes: EditorBox[];
  data: unknown[];
}

const initialBoxes = (agreement: Agreement) => (agreement.boxes.length > 0 ? editorBoxesFrom(agreement) : [emptyBox(BoxType.Text)]);

/**
 * Draft state of the editor, initialised from `agreement`, saved automatically `autosaveDelayMs`
 * after the last edit and at once when the page is hidden. A save is one PUT /agreements/{id}
 * with the name, every box in order (the server stores that order as `box_order`), the data and
 * the checksum of the version the editor last got (§4 Saving). A stale checksum (409/4002) never
 * overwrites: status becomes `conflict`, every edit stays as typed, and only `keepMine` (on the
 * fresh checksum) or `takeTheirs` ends it. On success `onSaved` receives the server's agreement.
 */
export function useAgreementDraft(agreement: Agreement, onSaved: (agreement: Agreement) => void): AgreementDraft {
  const [content, setContent] = useState<Content>(() => ({ name: agreement.name, boxes: initialBoxes(agreement), data: agreement.data }));
  const [dirty, setDirty] = useState(false);
  const [status, setStatus] = useState<SaveStatus>('idle');
  const [error, setError] = useState<unknown>(null);
  // Refs give the timer and page-hide handlers the latest values without re-subscribing.
  const latest = useRef(content);
  latest.current = content;
  const checksum = useRef(agreement.checksum);
  // The content as last loaded or saved: the base of a three-way reload.
  const base = useRef(content);
  // Edits made while a save is in flight must stay dirty after it answers.
  const revision = useRef(0);
  const savedRevision = useRef(0);
  const inFlight = useRef<Promise<boolean> | null>(null);
  const conflict = useRef(false);
  const held = useRef(false);
  const onSavedRef = useRef(onSaved);
  onSavedRef.current = onSaved;

  // Other calls (participants, settings) answer a new version: later saves build on it.
  useEffect(() => {
    checksum.current = agreement.checksum;
  }, [agreement.checksum]);

  const put = useCallback(
    async (basedOn: string): Promise<boolean> => {
      const revisionSent = revision.current;
      const sent = latest.current;
      setStatus('saving');
      setError(null);
      try {
        const saved = await api.updateAgreement(agreement.id, { checksum: basedOn, name: sent.name, boxes: boxesInput(sent.boxes), data: sent.data as never });
        checksum.current = saved.checksum;
        savedRevision.current = revisionSent;
        const unchanged = revision.current === revisionSent;
        // The server answers boxes in the order sent; new boxes take their ids (keys stay).
        const savedBoxes = editorBoxesFrom(saved);
        base.current = sent;
        if (savedBoxes.length === sent.boxes.length) {
          const ids = new Map(sent.boxes.map((box, i) => [box.key, savedBoxes[i]!] as const));
          base.current = { ...sent, boxes: sent.boxes.map((box) => ({ ...box, id: ids.get(box.key)!.id })) };
          setContent((current) => ({ ...current, boxes: current.boxes.map((box) => (ids.has(box.key) ? { ...box, id: ids.get(box.key)!.id, store: ids.get(box.key)!.store } : box)) }));
        }
        setDirty(!unchanged);
        setStatus(unchanged ? 'saved' : 'pending');
        onSavedRef.current(saved);
        return unchanged;
      } catch (e) {
        setError(e);
        const stale = e instanceof ApiError && e.code === ApiErrorCode.StaleChecksum;
        conflict.current = stale;
        setStatus(stale ? 'conflict' : 'error');
        return false;
      }
    },
    [agreement.id],
  );

  const save = useCallback(async (): Promise<boolean> => {
    if (inFlight.current) await inFlight.current;
    if (conflict.current) return false;
    if (revision.current === savedRevision.current) return true;
    if (held.current) return false;
    const running = put(checksum.current);
    inFlight.current = running;
    try {
      return await running;
    } finally {
      inFlight.current = null;
    }
  }, [put]);

  // Debounced autosave: each edit restarts the timer; a conflict waits for the user.
  useEffect(() => {
    if (!dirty || conflict.current) return;
    const timer = window.setTimeout(() => void save(), autosaveDelayMs);
    return () => window.clearTimeout(timer);
  }, [content, dirty, save]);

  // Leaving or hiding the page saves at once; a browser close with unsaved edits asks first.
  useEffect(() => {
    const onHide = () => {
      if (document.visibilityState === 'hidden') void save();
    };
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (revision.current !== savedRevision.current) event.preventDefault();
    };
    document.addEventListener('visibilitychange', onHide);
    window.addEventListener('pagehide', onHide);
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => {
      document.removeEventListener('visibilitychange', onHide);
      window.removeEventListener('pagehide', onHide);
      window.removeEventListener('beforeunload', onBeforeUnload);
    };
  }, [save]);

  const edit = (change: (current: Content) => Content) => {
    revision.current += 1;
    setContent(change);
    setDirty(true);
    if (!conflict.current) setStatus('pending');
  };

  return {
    ...content,
    dirty,
    status,
    error,
    setName: (name) => edit((c) => ({ ...c, name })),
    setBoxes: (boxes) => edit((c) => ({ ...c, boxes })),
    updateBox: (key, box) => edit((c) => ({ ...c, boxes: c.boxes.map((b) => (b.key === key ? box : b)) })),
    setData: (data) => edit((c) => ({ ...c, data })),
    save,
    keepMine: async (fresh) => {
      conflict.current = false;
      checksum.current = fresh.checksum;
      return put(fresh.checksum);
    },
    takeTheirs: (fresh) => takeTheirs(fresh),
    checksum: () => checksum.current,
    hasUnsavedEdits: () => revision.current !== savedRevision.current || inFlight.current !== null,
    hold: (value) => {
      const released = held.current && !value;
      held.current = value;
      if (released) void save();
    },
    reloadFrom: (fresh) => {
      held.current = false;
      const remote = { name: fresh.name, boxes: initialBoxes(fresh), data: fresh.data };
      if (revision.current === savedRevision.current && !inFlight.current) {
        takeTheirs(fresh);
        return { content: remote, conflicts: [], otherConflict: false };
      }
      const merged = mergeRemoteDraft(base.current, latest.current, remote);
      if (merged.conflicts.length > 0 || merged.otherConflict) {
        // Both sides changed the same part: saving over theirs is the user's explicit choice,
        // so the save goes out on the old checksum and its 4002 opens the stale-change dialog.
        void save();
        return merged;
      }
      conflict.current = false;
      checksum.current = fresh.checksum;
      base.current = remote;
      latest.current = merged.content;
      // The merge is new content to save on the fresh checksum: autosave picks it up.
      revision.current += 1;
      setContent(merged.content);
      setDirty(true);
      setError(null);
      setStatus('pending');
      onSavedRef.current(fresh);
      return merged;
    },
  };

  /** Drops the local edits and continues from `fresh`. */
  function takeTheirs(fresh: Agreement) {
    conflict.current = false;
    held.current = false;
    checksum.current = fresh.checksum;
    savedRevision.current = revision.current;
    const next = { name: fresh.name, boxes: initialBoxes(fresh), data: fresh.data };
    base.current = next;
    latest.current = next;
    setContent(next);
    setDirty(false);
    setError(null);
    setStatus('idle');
    onSavedRef.current(fresh);
  }
}
