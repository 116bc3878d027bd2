import { isBoxVisible } from '@inkflow/core';
import { useState } from 'react';
import type { EditorBox } from './EditorBox.js';

/** The local storage key of an agreement's collapsed sections (§9: storage keys are prefixed). */
export function collapsedSectionsKey(agreementId: number): string {
  return `inkflow.collapsedSections.${agreementId}`;
}

/** The stored box ids, or none when absent, unreadable or not a list of ids. */
function readIds(storage: Storage | undefined, key: string): number[] {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(key) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((id): id is number => Number.isInteger(id)) : [];
  } catch {
    return [];
  }
}

/** What useCollapsedSections gives the section list. */
export interface CollapsedSections {
  isCollapsed(box: EditorBox): boolean;
  /** Collapses or expands `box` and stores the collapsed saved boxes' ids. */
  toggle(box: EditorBox): void;
}

/**
 * Which sections of the editor are collapsed. Toggling stores the ids of the collapsed saved
 * boxes in local storage under collapsedSectionsKey(agreementId) (boxes not saved yet have no id
 * and are collapsed for this visit only). §4: the stored ids are restored on load when some
 * section is hidden by its visibility rule (config.visibility.rule false for `data`), so an
 * author working on a conditional contract finds the sections as they left them; otherwise
 * every section starts expanded. Storage failures (private mode, quota) only lose the memory.
 */
export function useCollapsedSections(
  agreementId: number,
  boxes: readonly EditorBox[],
  data: readonly unknown[],
  storage: Storage | undefined = globalThis.localStorage,
): CollapsedSections {
  const key = collapsedSectionsKey(agreementId);
  const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(() => {
    if (!boxes.some((box) => !isBoxVisible(box, data))) return new Set();
    const ids = readIds(storage, key);
    return new Set(boxes.filter((box) => box.id !== undefined && ids.includes(box.id)).map((box) => box.key));
  });
  return {
    isCollapsed: (box) => collapsed.has(box.key),
    toggle: (box) => {
      const next = new Set(collapsed);
      if (next.has(box.key)) next.delete(box.key);
      else next.add(box.key);
      setCollapsed(next);
      const ids = boxes.filter((b) => b.id !== undefined && next.has(b.key)).map((b) => b.id!);
      try {
        storage?.setItem(key, JSON.stringify(ids));
      } catch {
        // Not stored: the sections stay collapsed for this visit.
      }
    },
  };
}
