import type { Agreement } from '@inkflow/core';
import { useCallback, useEffect, useState } from 'react';
import { api } from '../session/services.js';
import { mergeAgreement } from './mergeAgreement.js';

/** The loaded agreement of the editor page, its load error, and a setter for call results. */
export interface AgreementState {
  agreement: Agreement | null;
  error: unknown;
  /** Takes a call's answer (save, participant change, publish) over the loaded agreement (mergeAgreement). */
  setAgreement(agreement: Agreement): void;
  /** GET /agreements/{id} again (e.g. to see a counterparty's signature). */
  reload(): Promise<void>;
}

/** Loads GET /agreements/{id}; an ApiError (404 "Invalid agreement Id", 403) lands in `error`. */
export function useAgreement(id: string): AgreementState {
  const [agreement, setAgreement] = useState<Agreement | null>(null);
  const [error, setError] = useState<unknown>(null);

  const reload = useCallback(async () => {
    try {
      setAgreement(await api.getAgreement(id));
      setError(null);
    } catch (e) {
      setError(e);
    }
  }, [id]);

  useEffect(() => {
    setAgreement(null);
    setError(null);
    void reload();
  }, [reload]);

  // Call answers (PUT, participants, publish) lack GET's document fields: keep the loaded ones.
  const setFromCall = useCallback((next: Agreement) => setAgreement((current) => (current && current.id === next.id ? mergeAgreement(current, next) : next)), []);

  return { agreement, error, setAgreement: setFromCall, reload };
}
