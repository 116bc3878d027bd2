/**
 * "Updated by {name}" (§4 Saving): while a draft is open, someone else may save it. The push
 * channel's `agreement.saved` (core PushEvent) with a checksum other than the one this page
 * builds on means a newer version exists. Without unsaved edits the page reloads silently;
 * with them it shows a notice whose "Reload" fetches the agreement and keeps the edits on top
 * (AgreementDraft.reloadFrom, a three-way merge), so the next autosave builds on the fresh
 * checksum instead of failing with 4002. The 4002 dialog stays the fallback when no push came.
 */
import type { Agreement, PushEvent } from '@inkflow/core';
import { useCallback, useEffect, useRef, useState } from 'react';
import { subscribeAgreement } from '../../collaboration/agreementChannel.js';
import { api } from '../../session/services.js';
import type { AgreementDraft } from '../useAgreementDraft.js';
import type { MergedDraft } from './mergeRemoteDraft.js';

/**
 * Milliseconds a push waits before it is judged: a call of this page (participants, settings)
 * also makes a new version, and its push may come before its answer updates the checksum.
 */
export const remoteSaveGraceMs = 1000;

/** A newer version saved elsewhere: who saved it (null when unknown) and its checksum. */
export interface RemoteSave {
  byName: string | null;
  checksum: string;
}

/** What useUpdatedBy gives the page. */
export interface UpdatedBy {
  /** The newer version the notice tells about, or null. */
  notice: RemoteSave | null;
  /** Fetches the agreement and merges the local edits on top; resolves with the merge. Rejects with ApiError. */
  reload(): Promise<MergedDraft>;
  dismiss(): void;
}

/**
 * Follows agreement `agreementId`'s saves made elsewhere for `draft` (see the module note).
 * `fetchAgreement` defaults to GET /agreements/{id}; `subscribe` to the page's push channel.
 */
export function useUpdatedBy(
  agreementId: number,
  draft: AgreementDraft,
  options: { fetchAgreement?(id: number): Promise<Agreement>; subscribe?: typeof subscribeAgreement; graceMs?: number } = {},
): UpdatedBy {
  const [notice, setNotice] = useState<RemoteSave | null>(null);
  const pending = useRef<RemoteSave | null>(null);
  const latestDraft = useRef(draft);
  latestDraft.current = draft;
  const fetchAgreement = options.fetchAgreement ?? ((id: number) => api.getAgreement(id));
  const fetchRef = useRef(fetchAgreement);
  fetchRef.current = fetchAgreement;
  const subscribe = options.subscribe ?? subscribeAgreement;
  const graceMs = options.graceMs ?? remoteSaveGraceMs;

  const reload = useCallback(async () => {
    const fresh = await fetchRef.current(agreementId);
    pending.current = null;
    setNotice(null);
    return latestDraft.current.reloadFrom(fresh);
  }, [agreementId]);

  /** Decides on the last remote save once no save of ours runs (its push may come before its answer). */
  const check = useCallback(() => {
    const remote = pending.current;
    const current = latestDraft.current;
    if (!remote || current.status === 'saving') return;
    if (remote.checksum === current.checksum()) {
      pending.current = null;
      setNotice(null);
      current.hold(false);
      return;
    }
    if (current.hasUnsavedEdits()) setNotice(remote);
    else void reload().catch(() => setNotice(remote));
  }, [reload]);

  useEffect(() => {
    let timer: number | undefined;
    const unsubscribe = subscribe(agreementId, (event: PushEvent) => {
      if (event.type !== 'agreement.saved') return;
      pending.current = { byName: event.by_name, checksum: event.checksum };
      // Until it is judged, an autosave on the old checksum would only meet a 4002.
      const current = latestDraft.current;
      if (event.checksum !== current.checksum() && current.status !== 'saving') current.hold(true);
      window.clearTimeout(timer);
      if (graceMs <= 0) check();
      else timer = window.setTimeout(check, graceMs);
    });
    return () => {
      window.clearTimeout(timer);
      unsubscribe();
    };
  }, [agreementId, subscribe, check, graceMs]);
  useEffect(() => check(), [draft.status, check]);

  return {
    notice,
    reload,
    dismiss: () => {
      pending.current = null;
      setNotice(null);
      // Dismissed: the next save meets the 4002 dialog, which says what changed.
      latestDraft.current.hold(false);
    },
  };
}
