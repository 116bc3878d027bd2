/**
 * Calls `onHeight` with `document.documentElement.scrollHeight` (CSS px, rounded up) now and
 * whenever it changes, so the host can size the iframe (protocol `resize`). Unchanged heights are
 * not reported again. Returns the function that stops observing.
 */
export function observeHeight(onHeight: (height: number) => void, doc: Document = document): () => void {
  const root = doc.documentElement;
  let last = -1;
  const measure = () => {
    const height = Math.ceil(root.scrollHeight);
    if (height === last) return;
    last = height;
    onHeight(height);
  };
  measure();
  if (typeof ResizeObserver === 'undefined') return () => {};
  const observer = new ResizeObserver(measure);
  observer.observe(root);
  if (doc.body) observer.observe(doc.body);
  return () => observer.disconnect();
}
