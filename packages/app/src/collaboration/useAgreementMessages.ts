/**
 * The messages of one agreement in the app (§2 Collaboration sidebar, §7 GET/POST/PUT
 * /agreements/{id}/messages/): the threads loaded so far (newest first, each with its replies),
 * kept current by the push channel (agreementChannel.ts), shared by the sidebar and the
 * document's highlights through one store per agreement.
 */
import { mergeMessage, type MessageWire, type PostMessageRequest, type PushEvent, type UpdateMessageRequest } from '@inkflow/core';
import { useEffect } from 'react';
import { create, type StoreApi, type UseBoundStore } from 'zustand';
import { api } from '../session/services.js';
import { subscribeAgreement } from './agreementChannel.js';

/** §9: the sidebar shows the last 6 messages; "Show earlier" loads more. */
export const messagePageSize = 6;

/** The state of one agreement's messages. */
export interface AgreementMessagesState {
  threads: MessageWire[];
  /** Threads on the server (all types the caller may see). */
  count: number;
  unread: { chat: number; comments: number };
  status: 'loading' | 'ready' | 'error';
  /** Loads the newest page again (after a reconnect or an error). */
  refresh(): Promise<void>;
  /** Loads the next older page. */
  loadEarlier(): Promise<void>;
  /** POST /agreements/{id}/messages/; the new message (or reply) is in `threads` when it resolves. Rejects with ApiError. */
  post(input: PostMessageRequest): Promise<MessageWire>;
  /** PUT /agreements/{id}/messages/{mid}; rejects with ApiError. */
  update(messageId: number, input: UpdateMessageRequest): Promise<MessageWire>;
  /** POST /agreements/{id}/messages/read up to `messageId`. */
  markRead(messageId: number): Promise<void>;
}

/** The shared merge of a posted or pushed message into the threads (core mergeMessage). */
export { mergeMessage };

type Store = UseBoundStore<StoreApi<AgreementMessagesState>>;
const stores = new Map<number, Store>();
/** Mounted users of each agreement's messages. */
const users = new Map<number, number>();

function storeFor(agreementId: number): Store {
  const existing = stores.get(agreementId);
  if (existing) return existing;
  const store: Store = create<AgreementMessagesState>()((set, get) => ({
    threads: [],
    count: 0,
    unread: { chat: 0, comments: 0 },
    status: 'loading',
    async refresh() {
      try {
        const page = await api.call('GET /agreements/:id/messages/', { params: { id: agreementId }, query: { limit: Math.max(messagePageSize, get().threads.length) } });
        set({ threads: page.collection, count: page.count, unread: page.unread, status: 'ready' });
      } catch {
        set({ status: 'error' });
      }
    },
    async loadEarlier() {
      const page = await api.call('GET /agreements/:id/messages/', { params: { id: agreementId }, query: { limit: messagePageSize, offset: get().threads.length } });
      set((s) => ({ threads: [...s.threads, ...page.collection.filter((m) => !s.threads.some((t) => t.id === m.id))], count: page.count, unread: page.unread }));
    },
    async post(input) {
      const message = await api.call('POST /agreements/:id/messages/', { params: { id: agreementId }, body: input });
      set((s) => ({ threads: mergeMessage(s.threads, message), count: message.parent ? s.count : s.count + (s.threads.some((t) => t.id === message.id) ? 0 : 1) }));
      return message;
    },
    async update(messageId, input) {
      const message = await api.call('PUT /agreements/:id/messages/:mid', { params: { id: agreementId, mid: messageId }, body: input });
      set((s) => ({ threads: mergeMessage(s.threads, message) }));
      return message;
    },
    async markRead(messageId) {
      await api.call('POST /agreements/:id/messages/read', { params: { id: agreementId }, body: { message_id: messageId } });
      set({ unread: { chat: 0, comments: 0 } });
    },
  }));
  stores.set(agreementId, store);
  return store;
}

function onPush(store: Store, event: PushEvent) {
  if (event.type !== 'message.created' && event.type !== 'message.updated') return;
  const state = store.getState();
  const known = event.message.parent ? true : state.threads.some((t) => t.id === event.message.id);
  store.setState({
    threads: mergeMessage(state.threads, event.message),
    count: known ? state.count : state.count + 1,
    unread:
      event.type === 'message.created'
        ? { ...state.unread, ...(event.message.type === 2 ? { chat: state.unread.chat + 1 } : { comments: state.unread.comments + 1 }) }
        : state.unread,
  });
}

/**
 * The messages of agreement `agreementId` with a selector, loading them on first use and
 * following the push channel while mounted: `useAgreementMessages(id, (s) => s.threads)`.
 * With `enabled: false` (templates) it only reads the store.
 */
export function useAgreementMessages<T>(agreementId: number, select: (state: AgreementMessagesState) => T, options: { enabled?: boolean } = {}): T {
  const store = storeFor(agreementId);
  const enabled = options.enabled ?? true;
  useEffect(() => {
    // Templates have no messages (§2): nothing to load or follow.
    if (!enabled) return;
    // The first user since nobody followed the push channel loads afresh: what happened while
    // the page was closed reached no listener.
    const count = users.get(agreementId) ?? 0;
    users.set(agreementId, count + 1);
    if (count === 0 || store.getState().status === 'error') void store.getState().refresh();
    const unsubscribe = subscribeAgreement(agreementId, (event) => onPush(store, event), {
      // After a reconnect the replay covers what was missed; a fresh load covers a long outage.
      onStatus: (status) => {
        if (status === 'open' && store.getState().status === 'error') void store.getState().refresh();
      },
    });
    return () => {
      unsubscribe();
      users.set(agreementId, (users.get(agreementId) ?? 1) - 1);
    };
  }, [agreementId, store, enabled]);
  return store(select);
}

/** Forgets every agreement's loaded messages (tests and stories start from nothing). */
export function resetAgreementMessages(): void {
  stores.clear();
  users.clear();
}

/** The store itself, for actions outside React (tests, stories). */
export function agreementMessagesStore(agreementId: number): Store {
  return storeFor(agreementId);
}
