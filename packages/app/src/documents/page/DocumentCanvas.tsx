import type { Agreement, BoxType } from '@inkflow/core';
import { useEffect, useRef, useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { showToast } from '../../design/index.js';
import { DataFieldsPanel } from '../dataFields/DataFieldsPanel.js';
import { emptyBox, type EditorBox } from '../boxes/EditorBox.js';
import { useCollapsedSections } from '../boxes/useCollapsedSections.js';
import type { AgreementDraft } from '../useAgreementDraft.js';
import { CanvasSection } from './CanvasSection.js';
import { InsertSectionMenu } from './InsertSectionMenu.js';

/** `boxes` with the box at `from` moved to `to` (0-based). */
export function moveBox(boxes: readonly EditorBox[], from: number, to: number): EditorBox[] {
  const next = [...boxes];
  const [box] = next.splice(from, 1);
  next.splice(to, 0, box!);
  return next;
}

/**
 * The contract on a sheet of paper, edited in place (§3 Box): its sections in order, a "+" between
 * sections and at the end to insert any section type, reordering by drag (the handle) or keyboard
 * (Alt+ArrowUp/Down on the handle, or Move up/down; the new position is announced), delete with
 * an Undo toast, and the data fields under "Advanced". Every change goes to the draft (autosaved;
 * the order is saved as `box_order`).
 */
export function DocumentCanvas({ draft, agreement }: { draft: AgreementDraft; agreement: Agreement }) {
  const { t } = useTranslation('app');
  const { boxes } = draft;
  const latest = useRef(boxes);
  latest.current = boxes;
  const collapsed = useCollapsedSections(agreement.id, boxes, draft.data);
  const [editing, setEditing] = useState<ReadonlySet<string>>(() => new Set());
  const [announcement, setAnnouncement] = useState('');
  const [dragKey, setDragKey] = useState<string | null>(null);
  const [dropKey, setDropKey] = useState<string | null>(null);
  const handles = useRef(new Map<string, HTMLButtonElement>());
  const focusAfterMove = useRef<string | null>(null);

  // Keyboard reordering keeps focus on the moved section's handle.
  useEffect(() => {
    if (focusAfterMove.current === null) return;
    handles.current.get(focusAfterMove.current)?.focus();
    focusAfterMove.current = null;
  }, [boxes]);

  const setOpen = (key: string, open: boolean) =>
    setEditing((current) => {
      const next = new Set(current);
      if (open) next.add(key);
      else next.delete(key);
      return next;
    });

  const move = (from: number, to: number) => {
    if (to < 0 || to >= boxes.length || from === to) return;
    const key = boxes[from]!.key;
    focusAfterMove.current = key;
    draft.setBoxes(moveBox(boxes, from, to));
    setAnnouncement(t('docPage.moved', { type: t(`editor.boxType.${boxes[from]!.type}`), n: to + 1, count: boxes.length }));
  };

  const insert = (at: number, type: BoxType) => {
    const box = emptyBox(type);
    setOpen(box.key, true);
    draft.setBoxes([...boxes.slice(0, at), box, ...boxes.slice(at)]);
    setAnnouncement(t('docPage.inserted', { type: t(`editor.boxType.${type}`), n: at + 1 }));
  };

  const remove = (index: number) => {
    const box = boxes[index]!;
    draft.setBoxes(boxes.filter((b) => b.key !== box.key));
    showToast({
      type: 'info',
      title: t('docPage.deleted', { type: t(`editor.boxType.${box.type}`) }),
      action: {
        label: t('docPage.undo'),
        onAction: () => {
          const current = latest.current;
          draft.setBoxes([...current.slice(0, index), box, ...current.slice(index)]);
        },
      },
    });
  };

  const onDrop = (event: DragEvent<HTMLElement>, targetKey: string) => {
    event.preventDefault();
    const from = boxes.findIndex((b) => b.key === dragKey);
    const to = boxes.findIndex((b) => b.key === targetKey);
    setDragKey(null);
    setDropKey(null);
    if (from >= 0 && to >= 0) move(from, to);
  };

  return (
    <div className="doc-paper-wrap">
      <article className="doc-paper" aria-label={t('docPage.paper')}>
        <p className="doc-paper__title" aria-hidden="true">
          {draft.name || t('editor.untitled')}
        </p>
        <p id="doc-reorder-hint" className="ink-visually-hidden">
          {t('docPage.reorderHint')}
        </p>
        <div role="status" className="ink-visually-hidden">
          {announcement}
        </div>
        {boxes.map((box, index) => (
          <div key={box.key} className="doc-paper__slot">
            {index > 0 && <InsertSectionMenu label={t('docPage.insertAt', { n: index + 1 })} onInsert={(type) => insert(index, type)} />}
            <CanvasSection
              box={box}
              n={index + 1}
              count={boxes.length}
              agreement={agreement}
              data={draft.data}
              collapsed={collapsed.isCollapsed(box)}
              editing={editing.has(box.key)}
              draggable={dragKey === box.key}
              dropTarget={dropKey === box.key && dragKey !== box.key}
              handleRef={(el) => {
                if (el) handles.current.set(box.key, el);
                else handles.current.delete(box.key);
              }}
              onEdit={() => setOpen(box.key, true)}
              onDone={() => setOpen(box.key, false)}
              onMove={(by) => move(index, index + by)}
              onToggleCollapsed={() => collapsed.toggle(box)}
              onDelete={() => remove(index)}
              onChange={(next) => draft.updateBox(box.key, next)}
              onDataChange={draft.setData}
              onDragHandle={() => setDragKey(box.key)}
              onDragStart={(event) => {
                event.dataTransfer.effectAllowed = 'move';
                event.dataTransfer.setData('text/plain', box.key);
              }}
              onDragOver={(event) => {
                if (dragKey === null) return;
                event.preventDefault();
                setDropKey(box.key);
              }}
              onDrop={(event) => onDrop(event, box.key)}
              onDragEnd={() => {
                setDragKey(null);
                setDropKey(null);
              }}
            />
          </div>
        ))}
        <InsertSectionMenu atEnd label={t('editor.addSection')} onInsert={(type) => insert(boxes.length, type)} />
      </article>
      <details className="doc-advanced">
        <summary>{t('docPage.advanced')}</summary>
        <DataFieldsPanel data={draft.data} onDataChange={draft.setData} />
      </details>
    </div>
  );
}
