/**
 * Calls `onHeight` with the height of the embed's content (CSS px, rounded up) now and whenever
 * it changes, so the host can size the iframe (protocol `resize`) — growing and shrinking.
 *
 * It measures the content element, not `document.documentElement.scrollHeight`: inside an iframe
 * the root is at least as tall as the iframe's viewport, so a height taken from it never shrinks
 * once the host has grown the iframe. An open dialog (position: fixed, so outside the content's
 * box) counts too, so a signature dialog is never clipped. Unchanged heights are not reported
 * again. Returns the function that stops observing.
 */
export function observeHeight(content: HTMLElement, onHeight: (height: number) => void): () => void {
  const doc = content.ownerDocument;
  let last = -1;
  const measure = () => {
    const box = content.getBoundingClientRect();
    const style = doc.defaultView?.getComputedStyle(doc.body);
    let height = box.bottom + (doc.defaultView?.scrollY ?? 0) + (parseFloat(style?.marginBottom ?? '0') || 0) + (parseFloat(style?.paddingBottom ?? '0') || 0);
    doc.querySelectorAll<HTMLElement>('.ink-dialog').forEach((dialog) => {
      height = Math.max(height, dialog.scrollHeight + 32);
    });
    const rounded = Math.ceil(height);
    // 0 only happens for a moment while a part of the page loads: collapsing the iframe would flicker.
    if (rounded === last || rounded === 0) return;
    last = rounded;
    onHeight(rounded);
  };
  measure();
  const view = doc.defaultView;
  if (!view || typeof view.ResizeObserver === 'undefined') return () => {};
  const resize = new view.ResizeObserver(measure);
  resize.observe(content);
  // Dialogs open and close outside the content's box: watch the DOM for them.
  const mutations = new view.MutationObserver(measure);
  mutations.observe(doc.body, { childList: true, subtree: true });
  return () => {
    resize.disconnect();
    mutations.disconnect();
  };
}
