import type { KeyboardEvent, PointerEvent, Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Popover } from '../../design/index.js';
import { VisibilityRuleEditor } from '../boxes/VisibilityRuleEditor.js';
import type { EditorBox } from '../boxes/EditorBox.js';

/** Props of SectionToolbar; `n` is the section's 1-based position, `count` how many there are. */
export interface SectionToolbarProps {
  box: EditorBox;
  n: number;
  count: number;
  data: unknown[];
  collapsed: boolean;
  /** Whether the section shows its editor (a "Done" button returns it to the document view). */
  editing: boolean;
  handleRef: Ref<HTMLButtonElement>;
  onMove(by: -1 | 1): void;
  onToggleCollapsed(): void;
  onDone(): void;
  onDelete(): void;
  onChange(box: EditorBox): void;
  onDragHandle(event: PointerEvent<HTMLButtonElement>): void;
}

/**
 * The tools of one section, shown while it is hovered or focused: the drag handle (also the
 * keyboard reorder: Alt+ArrowUp / Alt+ArrowDown), Move up, Move down, Collapse, the visibility
 * rule (§3 config.visibility, in a Popover), Done, and Delete.
 */
export function SectionToolbar(props: SectionToolbarProps) {
  const { t } = useTranslation('app');
  const { box, n, count } = props;
  const onHandleKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (!event.altKey || (event.key !== 'ArrowUp' && event.key !== 'ArrowDown')) return;
    event.preventDefault();
    const by = event.key === 'ArrowUp' ? -1 : 1;
    if (n + by >= 1 && n + by <= count) props.onMove(by);
  };
  return (
    <div className="doc-section__toolbar" role="toolbar" aria-label={t('docPage.toolbar', { n })}>
      <button
        ref={props.handleRef}
        type="button"
        className="doc-tool doc-tool--handle"
        aria-label={t('docPage.reorder', { n })}
        aria-describedby="doc-reorder-hint"
        onKeyDown={onHandleKey}
        onPointerDown={props.onDragHandle}
      >
        <span aria-hidden="true">⠿</span>
      </button>
      <button type="button" className="doc-tool" disabled={n === 1} onClick={() => props.onMove(-1)} aria-label={t('editor.moveUp', { n })} title={t('docPage.moveUpShort')}>
        <span aria-hidden="true">↑</span>
      </button>
      <button type="button" className="doc-tool" disabled={n === count} onClick={() => props.onMove(1)} aria-label={t('editor.moveDown', { n })} title={t('docPage.moveDownShort')}>
        <span aria-hidden="true">↓</span>
      </button>
      <button type="button" className="doc-tool" aria-expanded={!props.collapsed} onClick={props.onToggleCollapsed}>
        {t(props.collapsed ? 'docPage.expand' : 'docPage.collapse')}
        <span className="ink-visually-hidden"> {t('docPage.sectionN', { n })}</span>
      </button>
      <Popover
        label={t('docPage.visibility', { n })}
        trigger={
          <button type="button" className="doc-tool" aria-label={t('docPage.visibility', { n })}>
            {t('docPage.visibilityShort')}
          </button>
        }
      >
        <VisibilityRuleEditor box={box} data={props.data} onChange={props.onChange} n={n} />
      </Popover>
      {props.editing && (
        <button type="button" className="doc-tool" onClick={props.onDone}>
          {t('docPage.done')}
          <span className="ink-visually-hidden"> {t('docPage.sectionN', { n })}</span>
        </button>
      )}
      <button type="button" className="doc-tool doc-tool--danger" onClick={props.onDelete} aria-label={t('editor.removeSection', { n })}>
        {t('docPage.delete')}
      </button>
    </div>
  );
}
