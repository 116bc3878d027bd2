// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { Toaster } from './Toaster.js';
import { polyfillForRadix, renderWithI18n } from './designTestUtils.js';
import { dismissToast, showToast, toastRemovalDelayMs, toastStore, type ToastType } from './toastStore.js';

beforeAll(polyfillForRadix);
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  toastStore.setState({ toasts: [] });
  document.head.querySelector('meta[name="inkflow-support-email"]')?.remove();
});

describe('toast store', () => {
  it('removes a dismissed toast 200 ms after it closes (§9)', () => {
    vi.useFakeTimers();
    expect(toastRemovalDelayMs).toBe(200);
    const id = showToast({ type: 'success', title: 'Saved' });
    dismissToast(id);
    expect(toastStore.getState().toasts).toEqual([expect.objectContaining({ id, open: false })]);
    vi.advanceTimersByTime(199);
    expect(toastStore.getState().toasts).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(toastStore.getState().toasts).toHaveLength(0);
  });

  it('gives each toast its own id and dismisses only that one', () => {
    vi.useFakeTimers();
    const first = showToast({ type: 'info', title: 'One' });
    const second = showToast({ type: 'info', title: 'Two' });
    expect(second).not.toBe(first);
    dismissToast(first);
    vi.advanceTimersByTime(toastRemovalDelayMs);
    expect(toastStore.getState().toasts.map((t) => t.title)).toEqual(['Two']);
  });
});

describe('Toaster', () => {
  it.each<ToastType>(['warning', 'success', 'error', 'info'])('shows a %s toast with its type class', async (type) => {
    await renderWithI18n(<Toaster />);
    act(() => void showToast({ type, title: `A ${type} toast`, description: 'Details' }));
    const title = await screen.findByText(`A ${type} toast`);
    const root = title.closest('[data-toast-type]')!;
    expect(root.getAttribute('data-toast-type')).toBe(type);
    expect(root.className).toContain(`ds-toast--${type}`);
    expect(screen.getByText('Details')).toBeTruthy();
  });

  it('runs the action, which closes the toast', async () => {
    await renderWithI18n(<Toaster />);
    const undo = vi.fn();
    act(() => void showToast({ type: 'success', title: 'Deleted', action: { label: 'Undo', onAction: undo } }));
    fireEvent.click(await screen.findByRole('button', { name: 'Undo' }));
    expect(undo).toHaveBeenCalledOnce();
    expect(toastStore.getState().toasts).toEqual([expect.objectContaining({ title: 'Deleted', open: false })]);
  });

  it('closes with its labelled close button', async () => {
    await renderWithI18n(<Toaster />);
    act(() => void showToast({ type: 'info', title: 'Heads up' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Close' }));
    expect(toastStore.getState().toasts).toEqual([expect.objectContaining({ title: 'Heads up', open: false })]);
  });

  it('shows the §8 fallback text with Contact support when a toast cannot render', async () => {
    const meta = document.createElement('meta');
    meta.name = 'inkflow-support-email';
    meta.content = 'help@inkflow.test';
    document.head.append(meta);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await renderWithI18n(<Toaster />);
    // A title that is not text makes React throw while rendering the toast's content.
    act(() => void showToast({ type: 'error', title: { not: 'text' } as unknown as string }));
    expect(await screen.findByText(/Something went wrong! Please contact support\./)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Contact support.' }).getAttribute('href')).toBe('mailto:help@inkflow.test');
  });
});
