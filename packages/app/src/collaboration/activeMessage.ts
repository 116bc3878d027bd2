/**
 * Which message thread the document page is focused on (§2 Collaboration): the one clicked in the
 * sidebar, in the document's highlights, or opened through a message link. The sidebar opens its
 * Collaboration tab on an open request; SentContract passes `activeMessageId` to DocumentViewer.
 * The draft editor may also dispatch `window` event `inkflow:open-message` `{ detail: { messageId } }`.
 */
import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';

/** A request to show a thread in the sidebar; `seq` grows so the same thread can be asked twice. */
export interface OpenMessageRequest {
  messageId: number;
  seq: number;
  /** Set once the collaboration panel has shown it (so a remounted panel does not jump again). */
  handled: boolean;
}

/** The state: the emphasised thread and the last open request. */
export interface ActiveMessageState {
  activeMessageId: number | null;
  request: OpenMessageRequest | null;
}

/** The page's active message (one document page at a time). */
export const activeMessageStore = createStore<ActiveMessageState>(() => ({ activeMessageId: null, request: null }));

let seq = 0;

/** Emphasises thread `messageId` and asks the sidebar to open it (Collaboration tab, its inner tab, scrolled into view). */
export function openMessage(messageId: number): void {
  activeMessageStore.setState({ activeMessageId: messageId, request: { messageId, seq: ++seq, handled: false } });
}

/** Emphasises thread `messageId` without moving the sidebar (a thread clicked in the sidebar itself). */
export function selectMessage(messageId: number | null): void {
  activeMessageStore.setState({ activeMessageId: messageId });
}

/** Marks request `requestSeq` as shown. */
export function markOpenRequestHandled(requestSeq: number): void {
  const { request } = activeMessageStore.getState();
  if (request && request.seq === requestSeq) activeMessageStore.setState({ request: { ...request, handled: true } });
}

/** Forgets the active message and any request (leaving a document page). */
export function resetActiveMessage(): void {
  activeMessageStore.setState({ activeMessageId: null, request: null });
}

/** The active message state with a selector, in React. */
export function useActiveMessage<T>(select: (state: ActiveMessageState) => T): T {
  return useStore(activeMessageStore, select);
}

/** The DOM event other parts of the page (the draft editor's highlights) dispatch to open a thread. */
export const openMessageEvent = 'inkflow:open-message';

/** Listens for `inkflow:open-message` on window and opens the thread; returns the unsubscribe. */
export function listenForOpenMessage(target: Pick<Window, 'addEventListener' | 'removeEventListener'> = window): () => void {
  const onOpen = (event: Event) => {
    const id = (event as CustomEvent<{ messageId?: unknown }>).detail?.messageId;
    if (typeof id === 'number' && Number.isInteger(id)) openMessage(id);
  };
  target.addEventListener(openMessageEvent, onOpen);
  return () => target.removeEventListener(openMessageEvent, onOpen);
}

/** Scrolls the document's highlight or tracked change of message `messageId` into view, if drawn. */
export function scrollToHighlight(messageId: number, root: ParentNode = document): void {
  const selector = ['mark', 'ins', 'del'].map((tag) => `${tag}[data-message-id="${messageId}"]`).join(', ');
  const element = root.querySelector<HTMLElement>(selector);
  // jsdom has no scrollIntoView.
  element?.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
}
