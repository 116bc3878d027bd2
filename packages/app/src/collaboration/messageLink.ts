/**
 * Message deep links (§2: "A message deep link suffix /m/{messageId} is kept in session storage
 * and then removed from the URL"): `/documents/{id}/m/{messageId}` stores the pair here, the
 * route replaces the URL by `/documents/{id}`, and the document page opens the thread.
 */

// §9: storage keys are prefixed.
const storageKey = 'inkflow.messageLink';

/** Keeps message `messageId` of agreement `agreementId` for the document page to open. Blocked storage loses only the link. */
export function rememberMessageLink(agreementId: number, messageId: number, storage: Storage | undefined = globalThis.sessionStorage): void {
  try {
    storage?.setItem(storageKey, JSON.stringify({ agreementId, messageId }));
  } catch {
    // Blocked storage: the page opens without focusing the thread.
  }
}

/** The message link waiting for agreement `agreementId` (removed from storage), or null. */
export function takeMessageLink(agreementId: number, storage: Storage | undefined = globalThis.sessionStorage): number | null {
  try {
    const raw = storage?.getItem(storageKey);
    if (!raw) return null;
    const value = JSON.parse(raw) as { agreementId?: unknown; messageId?: unknown };
    if (value.agreementId !== agreementId || typeof value.messageId !== 'number') return null;
    storage?.removeItem(storageKey);
    return value.messageId;
  } catch {
    return null;
  }
}

/** Whether a message link waits for agreement `agreementId` (without taking it). */
export function hasMessageLink(agreementId: number, storage: Storage | undefined = globalThis.sessionStorage): boolean {
  try {
    const raw = storage?.getItem(storageKey);
    return !!raw && (JSON.parse(raw) as { agreementId?: unknown }).agreementId === agreementId;
  } catch {
    return false;
  }
}
