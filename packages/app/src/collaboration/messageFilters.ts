import type { MessageReplyWire, MessageWire } from '@inkflow/core';

/** §2 comment filters. */
export type CommentFilter = 'active' | 'all' | 'resolved';

/** Whether a comment or suggestion is closed: resolved (config.status), accepted or rejected (§4 lifecycle). */
export function isClosed(message: Pick<MessageWire, 'status' | 'config'>): boolean {
  return message.config.status === 'resolved' || message.status === 'accepted' || message.status === 'rejected';
}

/** The threads of the Chat tab (type 2), deleted ones left out. */
export function chatThreads(threads: readonly MessageWire[]): MessageWire[] {
  return threads.filter((t) => t.type === 2 && t.status !== 'deleted');
}

/** The comment and suggestion threads (types 3, 4) matching `filter`, deleted ones left out. */
export function commentThreads(threads: readonly MessageWire[], filter: CommentFilter): MessageWire[] {
  return threads.filter((t) => (t.type === 3 || t.type === 4) && t.status !== 'deleted' && (filter === 'all' || (filter === 'resolved') === isClosed(t)));
}

/** The newest message id among the threads and their replies, or null. */
export function newestMessageId(threads: readonly MessageWire[]): number | null {
  let newest: number | null = null;
  for (const t of threads) for (const m of [t, ...t.replies] as (MessageWire | MessageReplyWire)[]) if (newest === null || m.id > newest) newest = m.id;
  return newest;
}

/** The thread holding message `messageId` (itself or as a reply), or undefined. */
export function threadOf(threads: readonly MessageWire[], messageId: number): MessageWire | undefined {
  return threads.find((t) => t.id === messageId || t.replies.some((r) => r.id === messageId));
}
