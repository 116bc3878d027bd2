import { isEidReturnMessage, type EidReturnMessage } from '@inkflow/core/protocol';

/**
 * Opens the eID popup of the embed (issue #6): eID brokers refuse to be framed, so the broker
 * runs in a window of its own. Must be called synchronously in the click (the browser lets a
 * page open a popup only with the user's activation); the window opens blank and goes to the
 * broker once the start call answered. Returns what receives that URL (undefined: the start
 * failed, and the popup closes).
 *
 * The broker returns the popup to the app's /eid/return on the Inkflow origin, which posts an
 * EidReturnMessage to its opener. `onReturn` runs once with it, only for a message from this
 * popup's window on this page's own origin; the popup is then closed. `onBlocked` runs when the
 * browser refused to open the popup.
 */
export function openEidPopup(onReturn: (message: EidReturnMessage) => void, onBlocked: () => void): (url: string | undefined) => void {
  const popup = window.open('about:blank', 'inkflow-eid', 'popup,width=520,height=720');
  if (!popup) {
    onBlocked();
    return () => {};
  }
  const onMessage = (event: MessageEvent) => {
    if (event.source !== popup || event.origin !== location.origin || !isEidReturnMessage(event.data)) return;
    window.removeEventListener('message', onMessage);
    popup.close();
    onReturn(event.data);
  };
  window.addEventListener('message', onMessage);
  return (url) => {
    if (url && /^https?:\/\//.test(url)) {
      popup.location.href = url;
      return;
    }
    window.removeEventListener('message', onMessage);
    popup.close();
  };
}
