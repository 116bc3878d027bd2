import type { Agreement } from '@inkflow/core';
import { useCallback, useEffect, useState } from 'react';
import { api } from '../session/services.js';

/** The loaded agreement of the editor page, its load error, and a setter for call results. */
export interface AgreementState {
  agreement: Agreement | null;
  error: unknown;
  /** Takes a call's answer (save, participant change, publish): every call answers the agreement as GET does. */
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

  return { agreement, error, setAgreement, reload };
}
