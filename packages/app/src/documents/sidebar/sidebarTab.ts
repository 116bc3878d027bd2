/** The tabs of the document sidebar, in their order. */
export const sidebarTabs = ['participants', 'collaboration', 'details', 'notes', 'links', 'reminders', 'review', 'audit'] as const;

/** One tab of the document sidebar. */
export type SidebarTab = (typeof sidebarTabs)[number];

// §9: storage keys are prefixed.
const keyOf = (agreementId: number) => `inkflow.sidebarTab.${agreementId}`;

/** The tab last chosen for agreement `agreementId` in this browser tab, or `participants`. */
export function rememberedSidebarTab(agreementId: number, storage: Storage | undefined = globalThis.sessionStorage): SidebarTab {
  try {
    const value = storage?.getItem(keyOf(agreementId));
    return (sidebarTabs as readonly string[]).includes(value ?? '') ? (value as SidebarTab) : 'participants';
  } catch {
    // Storage can be blocked (privacy settings); the default tab is fine then.
    return 'participants';
  }
}

/** Remembers the chosen tab of agreement `agreementId` for this browser tab (session storage). */
export function rememberSidebarTab(agreementId: number, tab: SidebarTab, storage: Storage | undefined = globalThis.sessionStorage): void {
  try {
    storage?.setItem(keyOf(agreementId), tab);
  } catch {
    // Blocked storage only loses the memory of the tab.
  }
}

/**
 * The tab the sidebar opens on (§2): the one last chosen in this browser tab; at first open the
 * template's own tab (Details: template group and settings) on templates, else Participants.
 * A message link opens Collaboration through an open request (collaboration/activeMessage.ts).
 */
export function initialSidebarTab(agreementId: number, template: boolean, storage: Storage | undefined = globalThis.sessionStorage): SidebarTab {
  try {
    if (storage?.getItem(keyOf(agreementId))) return rememberedSidebarTab(agreementId, storage);
  } catch {
    // Blocked storage: the first-open tab.
  }
  return template ? 'details' : 'participants';
}
