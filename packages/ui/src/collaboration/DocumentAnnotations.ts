/**
 * What a document view shows of the collaboration (§2 Collaboration, §3 Message): comment
 * anchors as highlights, active suggestions as tracked changes (insertions green, deletions red
 * struck through), and — when the reader may — a toolbar on a text selection offering "Comment"
 * and "Suggest a change". Shared by the guest page, the embed and the app's sent page.
 */
import type { CommentScope, MessageWire, SuggestionChange } from '@inkflow/core';

/** A new comment or suggestion the reader made on the document. */
export interface AnnotationDraft {
  type: 3 | 4;
  /** type 3 only: the comment's anchor (a suggestion's range is in `suggestion`). */
  comment_scope?: CommentScope;
  /** type 4 only: the change. */
  suggestion?: SuggestionChange;
  body: string;
}

/** The `annotations` prop of DocumentViewer. */
export interface DocumentAnnotations {
  /** Comment and suggestion threads the reader sees; the active ones are drawn in the text. */
  messages: readonly MessageWire[];
  /** The thread to emphasise (opened in a sidebar or a deep link). */
  activeMessageId?: number | null;
  /** A highlight or tracked change was clicked or activated by keyboard. */
  onSelectMessage?: (messageId: number) => void;
  /** With it, a text selection offers "Comment"; resolves once posted, rejects with ApiError. */
  onCreate?: (draft: AnnotationDraft) => Promise<void>;
  /** Whether the selection toolbar also offers "Suggest a change" (§3: influencers and signatories, the sender side). */
  canSuggest?: boolean;
}
