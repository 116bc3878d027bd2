// @vitest-environment jsdom
import type { Agreement, PushEvent } from '@inkflow/core';
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sampleEditorAgreement } from '../boxes/sampleEditorAgreement.js';
import type { AgreementDraft } from '../useAgreementDraft.js';
import { useUpdatedBy } from './useUpdatedBy.js';

vi.mock('../../session/services.js', () => ({ api: {} }));

let push: ((event: PushEvent) => void) | null = null;
const subscribe = (_id: number, listener: (event: PushEvent) => void) => {
  push = listener;
  return () => {
    push = null;
  };
};
const saved = (checksum: string, by_name: string | null = 'Bob Builder'): PushEvent => ({ seq: 1, at: '', agreement_id: 1, type: 'agreement.saved', checksum, by_name });

function fakeDraft(over: Partial<AgreementDraft> = {}): AgreementDraft {
  return {
    status: 'saved',
    checksum: () => 'mine',
    hasUnsavedEdits: () => false,
    reloadFrom: vi.fn(() => ({ content: { name: '', boxes: [], data: [] }, conflicts: [], otherConflict: false })),
    hold: vi.fn(),
    ...over,
  } as unknown as AgreementDraft;
}

const fresh: Agreement = sampleEditorAgreement({ checksum: 'theirs' });
const fetchAgreement = vi.fn(async () => fresh);
beforeEach(() => fetchAgreement.mockClear());
afterEach(cleanup);

describe('useUpdatedBy', () => {
  it('ignores the push of our own save', () => {
    const draft = fakeDraft();
    const { result } = renderHook(() => useUpdatedBy(1, draft, { fetchAgreement, subscribe, graceMs: 0 }));
    act(() => push!(saved('mine')));
    expect(result.current.notice).toBeNull();
    expect(draft.hold).not.toHaveBeenCalledWith(true);
    expect(fetchAgreement).not.toHaveBeenCalled();
  });

  it('reloads silently without unsaved edits', async () => {
    const draft = fakeDraft();
    const { result } = renderHook(() => useUpdatedBy(1, draft, { fetchAgreement, subscribe, graceMs: 0 }));
    await act(async () => push!(saved('theirs')));
    expect(fetchAgreement).toHaveBeenCalledWith(1);
    expect(draft.reloadFrom).toHaveBeenCalledWith(fresh);
    expect(result.current.notice).toBeNull();
  });

  it('with unsaved edits shows "Updated by" and reloads on request', async () => {
    const draft = fakeDraft({ hasUnsavedEdits: () => true });
    const { result } = renderHook(() => useUpdatedBy(1, draft, { fetchAgreement, subscribe, graceMs: 0 }));
    act(() => push!(saved('theirs')));
    expect(result.current.notice).toEqual({ byName: 'Bob Builder', checksum: 'theirs' });
    // The autosave waits: on the old checksum it would only meet a 4002.
    expect(draft.hold).toHaveBeenCalledWith(true);
    expect(fetchAgreement).not.toHaveBeenCalled();
    await act(async () => void (await result.current.reload()));
    expect(draft.reloadFrom).toHaveBeenCalledWith(fresh);
    expect(result.current.notice).toBeNull();
  });

  it('waits for a running save of ours before deciding (its push may come first)', () => {
    let draft = fakeDraft({ status: 'saving', checksum: () => 'old', hasUnsavedEdits: () => true });
    const { result, rerender } = renderHook(() => useUpdatedBy(1, draft, { fetchAgreement, subscribe, graceMs: 0 }));
    act(() => push!(saved('mine')));
    expect(result.current.notice).toBeNull();
    draft = fakeDraft({ status: 'saved', checksum: () => 'mine' });
    rerender();
    expect(result.current.notice).toBeNull();
    expect(fetchAgreement).not.toHaveBeenCalled();
  });
});

describe('useUpdatedBy grace', () => {
  it('judges a push only after the grace, when an answer of ours may have brought its checksum', async () => {
    vi.useFakeTimers();
    let checksum = 'old';
    const draft = fakeDraft({ checksum: () => checksum, hasUnsavedEdits: () => true });
    const { result } = renderHook(() => useUpdatedBy(1, draft, { fetchAgreement, subscribe, graceMs: 1000 }));
    act(() => push!(saved('mine')));
    checksum = 'mine';
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(result.current.notice).toBeNull();
    vi.useRealTimers();
  });
});
