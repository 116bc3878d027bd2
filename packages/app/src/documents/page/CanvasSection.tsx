import type { Agreement, Box } from '@inkflow/core';
import { BoxType } from '@inkflow/core';
import { BoxView } from '@inkflow/ui';
import type { DragEvent, PointerEvent, Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../session/services.js';
import { BoxEditor } from '../boxes/BoxEditor.js';
import type { EditorBox } from '../boxes/EditorBox.js';
import { SectionToolbar } from './SectionToolbar.js';

/** Props of CanvasSection; `n` is the 1-based position. */
export interface CanvasSectionProps {
  box: EditorBox;
  n: number;
  count: number;
  agreement: Agreement;
  data: unknown[];
  collapsed: boolean;
  editing: boolean;
  draggable: boolean;
  dropTarget: boolean;
  handleRef: Ref<HTMLButtonElement>;
  onEdit(): void;
  onDone(): void;
  onMove(by: -1 | 1): void;
  onToggleCollapsed(): void;
  onDelete(): void;
  onChange(box: EditorBox): void;
  onDataChange(data: unknown[]): void;
  onDragHandle(event: PointerEvent<HTMLButtonElement>): void;
  onDragStart(event: DragEvent<HTMLElement>): void;
  onDragOver(event: DragEvent<HTMLElement>): void;
  onDrop(event: DragEvent<HTMLElement>): void;
  onDragEnd(): void;
}

/** The editor's box as the read-only view expects it (unsaved boxes have no id yet). */
const asBox = (box: EditorBox): Box => ({ id: box.id ?? 0, type: box.type, content: box.content, config: box.config, ...(box.store !== undefined ? { store: box.store } : {}) }) as Box;

/**
 * One section on the paper, a region named "Section N: {type}". It shows as the counterparty
 * will see it (the ui BoxView) and a click opens its editor in place; text sections are always
 * edited in place (the rich text editor looks like the page). Its toolbar appears on hover and
 * focus; it can be dragged by its handle.
 */
export function CanvasSection(props: CanvasSectionProps) {
  const { t } = useTranslation('app');
  const { box, n, agreement } = props;
  const label = t('editor.section', { n, type: t(`editor.boxType.${box.type}`) });
  const inPlace = props.editing || box.type === BoxType.Text;
  return (
    <section
      className={`doc-section box-type-${box.type}${inPlace ? ' doc-section--editing' : ''}${props.dropTarget ? ' doc-section--drop' : ''}`}
      aria-label={label}
      draggable={props.draggable}
      onDragStart={props.onDragStart}
      onDragOver={props.onDragOver}
      onDrop={props.onDrop}
      onDragEnd={props.onDragEnd}
    >
      <SectionToolbar
        box={box}
        n={n}
        count={props.count}
        data={props.data}
        collapsed={props.collapsed}
        editing={props.editing && box.type !== BoxType.Text}
        handleRef={props.handleRef}
        onMove={props.onMove}
        onToggleCollapsed={props.onToggleCollapsed}
        onDone={props.onDone}
        onDelete={props.onDelete}
        onChange={props.onChange}
        onDragHandle={props.onDragHandle}
      />
      {props.collapsed ? (
        <p className="doc-section__collapsed">{t('docPage.collapsed', { type: t(`editor.boxType.${box.type}`) })}</p>
      ) : inPlace ? (
        <BoxEditor box={box} onChange={props.onChange} agreement={agreement} data={props.data} onDataChange={props.onDataChange} label={label} />
      ) : (
        <div className="doc-section__preview">
          <BoxView box={asBox(box)} agreement={{ ...agreement, data: props.data as Agreement['data'] }} api={api} />
          <button type="button" className="doc-section__edit" onClick={props.onEdit}>
            {t('docPage.edit', { n })}
          </button>
        </div>
      )}
    </section>
  );
}
