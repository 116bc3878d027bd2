import type { MessageWire } from '../contract/messagesContract.js';

/**
 * `threads` (newest first, as GET /agreements/{id}/messages/ answers) with `message` applied —
 * from an own call or a push event (§2 Collaboration): a reply (parent set) replaces or joins its
 * thread's replies (oldest first); a thread replaces its old copy, keeping the replies already
 * known when the new copy carries none (an update answers the thread alone), or is added first;
 * a deleted one (status deleted) is removed. Returns a new array; `threads` is left as it is.
 * Shared by the app's sidebar store and the guest page.
 */
export function mergeMessage(threads: readonly MessageWire[], message: MessageWire): MessageWire[] {
  if (message.parent) {
    const parentId = message.parent.id;
    return threads.map((thread) => {
      if (thread.id !== parentId) return thread;
      const { replies: _ignored, ...reply } = message;
      const kept = thread.replies.filter((r) => r.id !== message.id);
      const replies = message.status === 'deleted' ? kept : [...kept, reply].sort((a, b) => a.id - b.id);
      return { ...thread, replies };
    });
  }
  const at = threads.findIndex((t) => t.id === message.id);
  if (message.status === 'deleted') return threads.filter((t) => t.id !== message.id);
  if (at === -1) return [message, ...threads];
  const copy = [...threads];
  copy[at] = message.replies.length > 0 ? message : { ...message, replies: threads[at]!.replies };
  return copy;
}
