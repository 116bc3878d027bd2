// @vitest-environment jsdom
import { ApiError, type Agreement } from '@inkflow/core';
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sampleEditorAgreement } from './boxes/sampleEditorAgreement.js';
import { autosaveDelayMs, useAgreementDraft } from './useAgreementDraft.js';

const updateAgreement = vi.fn<(id: number, body: { checksum: string; name?: string }) => Promise<Agreement>>();
vi.mock('../session/services.js', () => ({ api: { updateAgreement: (id: number, body: { checksum: string }) => updateAgreement(id, body) } }));

beforeEach(() => {
  vi.useFakeTimers();
  updateAgreement.mockReset();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const base = sampleEditorAgreement({ checksum: 'v1' });
const answer = (body: { name?: string }, checksum: string): Agreement => ({ ...base, name: body.name ?? base.name, checksum });

describe('useAgreementDraft autosave', () => {
  it('saves once, with the checksum, a debounce after the last edit, then builds on the new checksum', async () => {
    updateAgreement.mockImplementation(async (_, body) => answer(body, body.checksum === 'v1' ? 'v2' : 'v3'));
    const onSaved = vi.fn();
    const { result } = renderHook(() => useAgreementDraft(base, onSaved));
    act(() => result.current.setName('L'));
    act(() => result.current.setName('Le'));
    expect(result.current.status).toBe('pending');
    await act(() => vi.advanceTimersByTimeAsync(autosaveDelayMs - 1));
    expect(updateAgreement).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(updateAgreement).toHaveBeenCalledOnce();
    expect(updateAgreement.mock.calls[0]![1]).toMatchObject({ checksum: 'v1', name: 'Le' });
    expect(result.current.status).toBe('saved');
    expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ checksum: 'v2' }));

    act(() => result.current.setName('Lease'));
    await act(() => vi.advanceTimersByTimeAsync(autosaveDelayMs));
    expect(updateAgreement.mock.calls[1]![1]).toMatchObject({ checksum: 'v2', name: 'Lease' });
  });

  it('stops on a stale checksum (4002), keeps the edits, and saves over theirs only when asked', async () => {
    updateAgreement.mockRejectedValueOnce(new ApiError(409, { status_code: 409, api_error_code: 4002, message: 'The contract version is not up to date, refresh' }));
    const { result } = renderHook(() => useAgreementDraft(base, () => undefined));
    act(() => result.current.setName('Mine'));
    await act(() => vi.advanceTimersByTimeAsync(autosaveDelayMs));
    expect(result.current.status).toBe('conflict');
    expect(result.current.name).toBe('Mine');
    // More edits do not retry on their own: nothing is overwritten silently.
    act(() => result.current.setName('Mine, edited'));
    await act(() => vi.advanceTimersByTimeAsync(autosaveDelayMs * 3));
    expect(updateAgreement).toHaveBeenCalledOnce();

    updateAgreement.mockImplementation(async (_, body) => answer(body, 'v9'));
    await act(() => result.current.keepMine({ ...base, name: 'Theirs', checksum: 'v8' }));
    expect(updateAgreement.mock.calls[1]![1]).toMatchObject({ checksum: 'v8', name: 'Mine, edited' });
    expect(result.current.status).toBe('saved');
  });

  it('takes their version: the edits are dropped and nothing is saved', async () => {
    updateAgreement.mockRejectedValueOnce(new ApiError(409, { status_code: 409, api_error_code: 4002, message: 'stale' }));
    const onSaved = vi.fn();
    const { result } = renderHook(() => useAgreementDraft(base, onSaved));
    act(() => result.current.setName('Mine'));
    await act(() => vi.advanceTimersByTimeAsync(autosaveDelayMs));
    act(() => result.current.takeTheirs({ ...base, name: 'Theirs', checksum: 'v8' }));
    expect(result.current.name).toBe('Theirs');
    expect(result.current.status).toBe('idle');
    expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ checksum: 'v8' }));
    await act(() => vi.advanceTimersByTimeAsync(autosaveDelayMs * 2));
    expect(updateAgreement).toHaveBeenCalledOnce();
  });
});

describe('useAgreementDraft reloadFrom (a version saved elsewhere)', () => {
  it('without unsaved edits takes the fresh version silently and saves nothing', async () => {
    const { result } = renderHook(() => useAgreementDraft(base, vi.fn()));
    let merged: ReturnType<typeof result.current.reloadFrom> | undefined;
    act(() => {
      merged = result.current.reloadFrom({ ...base, name: 'Theirs', checksum: 'v9' });
    });
    expect(merged!.conflicts).toEqual([]);
    expect(result.current.name).toBe('Theirs');
    expect(result.current.checksum()).toBe('v9');
    await act(() => vi.advanceTimersByTimeAsync(autosaveDelayMs * 2));
    expect(updateAgreement).not.toHaveBeenCalled();
  });

  it('keeps unsaved edits on top of the fresh version and saves them on its checksum', async () => {
    updateAgreement.mockImplementation(async (_, body) => answer(body, 'v10'));
    const { result } = renderHook(() => useAgreementDraft(base, vi.fn()));
    act(() => result.current.setName('Mine'));
    expect(result.current.hasUnsavedEdits()).toBe(true);
    const theirs = { ...base, checksum: 'v9', data: [{ key: 'theirs', name: 'Theirs', value: '' }] } as Agreement;
    act(() => void result.current.reloadFrom(theirs));
    expect(result.current.name).toBe('Mine');
    expect(result.current.data).toEqual(theirs.data);
    await act(() => vi.advanceTimersByTimeAsync(autosaveDelayMs));
    expect(updateAgreement).toHaveBeenCalledOnce();
    expect(updateAgreement.mock.calls[0]![1]).toMatchObject({ checksum: 'v9', name: 'Mine' });
    expect(result.current.checksum()).toBe('v10');
  });

  it('holds the autosave while a newer version is known, and saves once released', async () => {
    updateAgreement.mockImplementation(async (_, body) => answer(body, 'v11'));
    const { result } = renderHook(() => useAgreementDraft(base, vi.fn()));
    act(() => result.current.hold(true));
    act(() => result.current.setName('Held'));
    await act(() => vi.advanceTimersByTimeAsync(autosaveDelayMs * 3));
    expect(updateAgreement).not.toHaveBeenCalled();
    await act(async () => result.current.hold(false));
    await act(() => vi.advanceTimersByTimeAsync(autosaveDelayMs));
    expect(updateAgreement).toHaveBeenCalledOnce();
    expect(updateAgreement.mock.calls[0]![1]).toMatchObject({ name: 'Held' });
  });
});
