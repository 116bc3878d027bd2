import { mount } from './mount.js';
import type { InkflowHandle, MountOptions } from './types.js';

const mounted = new WeakSet<Element>();

/**
 * Mounts every element under `root` that carries `data-inkflow-token` and
 * `data-inkflow-document` (or `data-inkflow-template`), with the optional
 * `data-inkflow-language`, `data-inkflow-origin` and `data-inkflow-title`. Elements already
 * mounted by an earlier call are skipped, so calling it again after adding elements is safe.
 * `origin` is the default when an element has no `data-inkflow-origin`. Returns the new handles;
 * their events reach the page as `inkflow:<event>` CustomEvents on each element.
 */
export function autoMount(root: ParentNode = document, origin?: string): InkflowHandle[] {
  const handles: InkflowHandle[] = [];
  root.querySelectorAll<HTMLElement>('[data-inkflow-token]').forEach((el) => {
    const d = el.dataset;
    const id = d.inkflowDocument ?? d.inkflowTemplate;
    if (mounted.has(el) || !id) return;
    mounted.add(el);
    const options = {
      [d.inkflowDocument ? 'documentId' : 'templateId']: id,
      guestToken: d.inkflowToken!,
      origin: d.inkflowOrigin ?? origin,
      language: d.inkflowLanguage,
      title: d.inkflowTitle,
    } as unknown as MountOptions;
    handles.push(mount(el, options));
  });
  return handles;
}
