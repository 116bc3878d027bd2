/**
 * The guest side of the collaboration (§2 Collaboration, §3 Message, §7 messages and push),
 * framework-free and loaded on demand by GuestSigning (its own chunk in the embed): the active
 * comments and suggestions drawn in the document and listed on a 4204, the unread counts of the
 * entry button, and the live push channel (core createPushClient, authorised with the guest
 * token the API client carries). Push events merge messages; `agreement.saved` and
 * `agreement.changed` ask the page to reload the agreement (so an accepted suggestion's text shows).
 */
import { createPushClient, mergeMessage, type ApiClient, type MessageListWire, type MessageWire, type PostMessageRequest, type PushClient, type UpdateMessageRequest } from '@inkflow/core';
import { isActiveThread } from './textDecorations.js';

/** What the guest page shows of the collaboration outside the panel. */
export interface GuestCollaborationState {
  /** Active comments and suggestions (types 3 and 4), newest first. */
  annotations: MessageWire[];
  /** Unread messages by inner tab. */
  unread: { chat: number; comments: number };
}

/** A list query of the panel: `type` 2, 3 or 4 (several allowed), `status` the §2 filter. */
export interface GuestListQuery {
  type: ('2' | '3' | '4')[];
  status?: 'active' | 'resolved' | 'all';
  limit: number;
  offset: number;
}

/** The guest's collaboration handle. Calls reject with ApiError (§8 codes, e.g. 99 for a viewer's suggestion). */
export interface GuestCollaboration {
  getState(): GuestCollaborationState;
  /** Calls `listener` after each state change; returns the unsubscribe. */
  subscribe(listener: () => void): () => void;
  /** Calls `listener` with every message posted or changed (push or own calls); returns the unsubscribe. */
  onMessage(listener: (message: MessageWire) => void): () => void;
  /** Reloads the active comments and suggestions and the unread counts (GET …/messages/?type=3&type=4&status=active). */
  refresh(): Promise<void>;
  /** GET /agreements/{id}/messages/ with `query`. */
  list(query: GuestListQuery): Promise<MessageListWire>;
  /** POST /agreements/{id}/messages/; the new message is merged at once. */
  post(body: PostMessageRequest): Promise<MessageWire>;
  /** PUT /agreements/{id}/messages/{mid} (resolve, reopen). */
  update(messageId: number, body: UpdateMessageRequest): Promise<MessageWire>;
  /** POST /agreements/{id}/messages/read up to `messageId`; clears the tab's unread count. */
  markRead(tab: 'chat' | 'comments', messageId: number): Promise<void>;
  /** Stops the push channel. */
  close(): void;
}

/** Options of connectGuestCollaboration. */
export interface GuestCollaborationOptions {
  api: Pick<ApiClient, 'call'>;
  agreementId: number;
  /** The guest's participant id: their own messages never count as unread. */
  participantId: number | null;
  /** The Inkflow origin for the WebSocket; null: no live channel (stories, tests). */
  pushOrigin: string | null;
  /** A save or a state change arrived: reload the agreement. */
  onAgreementChanged: () => void;
  /** WebSocket constructor for the push client (tests). */
  WebSocket?: typeof WebSocket;
}

/** Starts the guest's collaboration: loads the active threads and connects the push channel. */
export function connectGuestCollaboration(options: GuestCollaborationOptions): GuestCollaboration {
  const { api, agreementId } = options;
  const params = { id: agreementId };
  let state: GuestCollaborationState = { annotations: [], unread: { chat: 0, comments: 0 } };
  const listeners = new Set<() => void>();
  const messageListeners = new Set<(message: MessageWire) => void>();
  const set = (next: GuestCollaborationState) => {
    state = next;
    listeners.forEach((l) => l());
  };

  const apply = (message: MessageWire, fromOthers: boolean) => {
    let annotations = state.annotations;
    if (message.type === 3 || message.type === 4) {
      if (message.parent) annotations = mergeMessage(annotations, message);
      else annotations = isActiveThread(message) ? mergeMessage(annotations, message) : annotations.filter((m) => m.id !== message.id);
    }
    const tab = message.type === 2 ? 'chat' : 'comments';
    const unread = fromOthers ? { ...state.unread, [tab]: state.unread[tab] + 1 } : state.unread;
    set({ annotations, unread });
    messageListeners.forEach((l) => l(message));
  };

  const list = (query: GuestListQuery) =>
    api.call('GET /agreements/:id/messages/', { params, query: { type: query.type, status: query.status ?? 'all', limit: query.limit, offset: query.offset } }) as Promise<MessageListWire>;

  const refresh = async () => {
    const answer = await list({ type: ['3', '4'], status: 'active', limit: 100, offset: 0 });
    set({ annotations: answer.collection, unread: answer.unread });
  };

  let push: PushClient | null = null;
  if (options.pushOrigin !== null) {
    push = createPushClient({
      origin: options.pushOrigin,
      authorize: () => api.call('POST /push/auth', { body: { agreement_id: agreementId } }),
      ...(options.WebSocket ? { WebSocket: options.WebSocket } : {}),
      onEvent: (event) => {
        if (event.type === 'message.created' || event.type === 'message.updated') {
          apply(event.message, event.type === 'message.created' && event.message.participant_id !== options.participantId);
        } else options.onAgreementChanged();
      },
    });
  }
  // A failed first load leaves the lists empty; the panel shows its own failure and retry.
  refresh().catch(() => undefined);

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    onMessage(listener) {
      messageListeners.add(listener);
      return () => messageListeners.delete(listener);
    },
    refresh,
    list,
    async post(body) {
      const message = (await api.call('POST /agreements/:id/messages/', { params, body })) as MessageWire;
      apply(message, false);
      return message;
    },
    async update(messageId, body) {
      const message = (await api.call('PUT /agreements/:id/messages/:mid', { params: { id: agreementId, mid: messageId }, body })) as MessageWire;
      apply(message, false);
      return message;
    },
    async markRead(tab, messageId) {
      set({ ...state, unread: { ...state.unread, [tab]: 0 } });
      await api.call('POST /agreements/:id/messages/read', { params, body: { message_id: messageId } });
    },
    close() {
      push?.close();
      listeners.clear();
      messageListeners.clear();
    },
  };
}
