/**
 * What the draft editor's text sections need of the agreement's collaboration (§2 Collaboration,
 * §3 Message): the open threads, posting and deciding, opening a thread in the sidebar, and
 * whether the page is in suggestion mode. ContractEditor provides it for documents (never for
 * templates: messages are posted only in documents); without it a text section is a plain editor.
 */
import type { MessageWire, PostMessageRequest, UpdateMessageRequest } from '@inkflow/core';
import { createContext, useContext } from 'react';

/** The collaboration of the agreement being edited. */
export interface EditorCollaboration {
  /** The agreement's threads as loaded (useAgreementMessages), newest first. */
  threads: readonly MessageWire[];
  /** Posts a comment (type 3) or suggestion (type 4); rejects with ApiError (§8, e.g. 403 for a suggestion by a viewer). */
  post(input: PostMessageRequest): Promise<MessageWire>;
  /** Accepts or rejects a suggestion (`status`); rejects with ApiError. */
  update(messageId: number, input: UpdateMessageRequest): Promise<MessageWire>;
  /** Shows the thread in the Collaboration sidebar. */
  openMessage(messageId: number): void;
  /** Suggestion mode: text edits are posted as suggestions, never saved. */
  suggesting: boolean;
}

/** The context ContractEditor fills; null where there is no collaboration (templates, stories without it). */
export const EditorCollaborationContext = createContext<EditorCollaboration | null>(null);

/** The editor's collaboration, or null. */
export function useEditorCollaboration(): EditorCollaboration | null {
  return useContext(EditorCollaborationContext);
}

/** The window event the Collaboration sidebar listens for to open a thread: `{ detail: { messageId } }`. */
export const openMessageEvent = 'inkflow:open-message';

/** Asks the Collaboration sidebar to show thread `messageId` (a window CustomEvent, openMessageEvent). */
export function requestOpenMessage(messageId: number): void {
  window.dispatchEvent(new CustomEvent(openMessageEvent, { detail: { messageId } }));
}
