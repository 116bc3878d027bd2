import { createStore } from 'zustand/vanilla';

/** §9 toast types. */
export type ToastType = 'warning' | 'success' | 'error' | 'info';

/** What a toast says, and an optional action (e.g. Undo after a delete). */
export interface ToastInput {
  type: ToastType;
  title: string;
  description?: string;
  action?: { label: string; onAction(): void };
  /** Milliseconds before it closes by itself; default 5,000 (10,000 with an action). */
  durationMs?: number;
}

/** A toast on screen; `open` turns false first, and the toast is removed 200 ms later (§9). */
export interface Toast extends ToastInput {
  id: number;
  open: boolean;
}

/** §9: a closed toast is removed from the list after 200 ms (its exit animation). */
export const toastRemovalDelayMs = 200;

interface ToastState {
  toasts: Toast[];
}

/** The app's toasts (client state §3 "toast ids"): one store, shown by `<Toaster/>`. */
export const toastStore = createStore<ToastState>(() => ({ toasts: [] }));

let nextId = 1;

/** Shows a toast and returns its id (for `dismissToast`). */
export function showToast(input: ToastInput): number {
  const id = nextId++;
  toastStore.setState((s) => ({ toasts: [...s.toasts, { ...input, id, open: true }] }));
  return id;
}

/** Closes a toast; it leaves the list `toastRemovalDelayMs` later. */
export function dismissToast(id: number): void {
  toastStore.setState((s) => ({ toasts: s.toasts.map((t) => (t.id === id ? { ...t, open: false } : t)) }));
  setTimeout(() => toastStore.setState((s) => ({ toasts: s.toasts.filter((t) => t.id !== id) })), toastRemovalDelayMs);
}
