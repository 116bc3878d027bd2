/**
 * The document page's right sidebar: DocumentSidebar (tabs, a Sheet under 840 px), the
 * Collaboration slot the chat and comments mount into, and the narrow-layout hook.
 */
export { DocumentSidebar, DocumentSidebarTabs } from './DocumentSidebar.js';
export type { DocumentSidebarProps } from './DocumentSidebar.js';
export { CollaborationSlot, CollaborationPanel } from './CollaborationSlot.js';
export type { CollaborationRenderer } from './CollaborationSlot.js';
export { useNarrowLayout, narrowLayoutQuery } from './useNarrowLayout.js';
export { sidebarTabs, rememberSidebarTab, rememberedSidebarTab, initialSidebarTab } from './sidebarTab.js';
export type { SidebarTab } from './sidebarTab.js';
