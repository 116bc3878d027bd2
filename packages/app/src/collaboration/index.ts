/**
 * The app's collaboration (§2 Collaboration sidebar): the push channel, the messages store, the
 * Collaboration tab's panel, the active message shared with the document's highlights, and the
 * message deep links.
 */
export { subscribeAgreement } from './agreementChannel.js';
export type { SubscribeOptions } from './agreementChannel.js';
export { useAgreementMessages, agreementMessagesStore, mergeMessage, messagePageSize, resetAgreementMessages } from './useAgreementMessages.js';
export type { AgreementMessagesState } from './useAgreementMessages.js';
export { CollaborationPanel } from './CollaborationPanel.js';
export type { CollaborationTab } from './CollaborationPanel.js';
export { renderCollaboration } from './collaborationRenderer.js';
export {
  activeMessageStore,
  openMessage,
  selectMessage,
  resetActiveMessage,
  useActiveMessage,
  listenForOpenMessage,
  openMessageEvent,
  scrollToHighlight,
} from './activeMessage.js';
export type { ActiveMessageState, OpenMessageRequest } from './activeMessage.js';
export { rememberMessageLink, takeMessageLink, hasMessageLink } from './messageLink.js';
export { MessageLinkRoute } from './MessageLinkRoute.js';
