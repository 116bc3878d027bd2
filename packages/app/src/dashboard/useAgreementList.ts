import type { AgreementSummary } from '@inkflow/core';
import { limits } from '@inkflow/core';
import { useEffect, useState } from 'react';
import { api } from '../session/services.js';

/** One page of GET /agreements/ (sort `updated:desc`, 20 per page, spec §7 and §9). */
export interface AgreementListState {
  agreements: AgreementSummary[];
  count: number;
  loading: boolean;
  error: unknown;
}

/** Loads page `page` (from 0) of the user's agreements; reloads when the page changes. */
export function useAgreementList(page: number): AgreementListState {
  const [state, setState] = useState<AgreementListState>({ agreements: [], count: 0, loading: true, error: null });
  useEffect(() => {
    let live = true;
    setState((s) => ({ ...s, loading: true, error: null }));
    api
      .listAgreements({ limit: limits.pageSize, offset: page * limits.pageSize, sort: 'updated:desc' })
      .then(
        (list) => live && setState({ agreements: list.collection, count: list.count, loading: false, error: null }),
        (error: unknown) => live && setState((s) => ({ ...s, loading: false, error })),
      );
    return () => {
      live = false;
    };
  }, [page]);
  return state;
}
