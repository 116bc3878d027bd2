import { BoxType } from '@inkflow/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AgreementDraft } from '../useAgreementDraft.js';
import type { Agreement } from '@inkflow/core';
import { DataFieldsPanel } from '../dataFields/DataFieldsPanel.js';
import { BoxEditor } from './BoxEditor.js';
import { emptyBox } from './EditorBox.js';
import { useCollapsedSections } from './useCollapsedSections.js';
import { VisibilityRuleEditor } from './VisibilityRuleEditor.js';

/** Section types offered by "Add section", in menu order (§3 Box types). */
export const addableBoxTypes = [BoxType.Text, BoxType.Pdf, BoxType.Attachments, BoxType.FormInput, BoxType.ProductTable, BoxType.Duration] as const;

/**
 * The agreement's sections in order (§3 Box): each in a region named "Section N: {type}" with
 * Move up, Move down and Remove, its type's editor inside, and "Add section" with a type choice
 * at the end. Every change goes to the draft; nothing is saved until Save.
 */
export function BoxListEditor({ draft, agreement }: { draft: AgreementDraft; agreement: Agreement }) {
  const { t } = useTranslation('app');
  const [addType, setAddType] = useState<BoxType>(BoxType.Text);
  const { t: tb } = useTranslation('boxes');
  const { boxes } = draft;
  // §4: collapsed sections are remembered per agreement (local storage) and restored when some are hidden by visibility rules.
  const collapsed = useCollapsedSections(agreement.id, boxes, draft.data);
  const move = (index: number, by: -1 | 1) => {
    const next = [...boxes];
    const [box] = next.splice(index, 1);
    next.splice(index + by, 0, box!);
    draft.setBoxes(next);
  };

  return (
    <div className="box-list">
      {boxes.map((box, index) => {
        const label = t('editor.section', { n: index + 1, type: t(`editor.boxType.${box.type}`) });
        return (
          <section key={box.key} className={`box-editor box-type-${box.type}`} aria-label={label}>
            <header className="box-editor-head">
              <h2>{label}</h2>
              <div className="box-editor-actions">
                <button type="button" className="button icon" aria-expanded={!collapsed.isCollapsed(box)} onClick={() => collapsed.toggle(box)}>
                  {tb(collapsed.isCollapsed(box) ? 'section.expand' : 'section.collapse', { n: index + 1 })}
                </button>
                <button type="button" className="button icon" disabled={index === 0} onClick={() => move(index, -1)} aria-label={t('editor.moveUp', { n: index + 1 })}>
                  ↑
                </button>
                <button type="button" className="button icon" disabled={index === boxes.length - 1} onClick={() => move(index, 1)} aria-label={t('editor.moveDown', { n: index + 1 })}>
                  ↓
                </button>
                <button type="button" className="button icon" onClick={() => draft.setBoxes(boxes.filter((b) => b.key !== box.key))} aria-label={t('editor.removeSection', { n: index + 1 })}>
                  {t('editor.remove')}
                </button>
              </div>
            </header>
            {!collapsed.isCollapsed(box) && (
              <>
                <VisibilityRuleEditor box={box} data={draft.data} onChange={(next) => draft.updateBox(box.key, next)} n={index + 1} />
                <BoxEditor box={box} onChange={(next) => draft.updateBox(box.key, next)} agreement={agreement} data={draft.data} onDataChange={draft.setData} label={label} />
              </>
            )}
          </section>
        );
      })}
      <div className="add-section" role="group" aria-label={t('editor.addSection')}>
        <label htmlFor="add-section-type">{t('editor.sectionType')}</label>
        <select id="add-section-type" value={addType} onChange={(e) => setAddType(Number(e.target.value) as BoxType)}>
          {addableBoxTypes.map((type) => (
            <option key={type} value={type}>
              {t(`editor.boxType.${type}`)}
            </option>
          ))}
        </select>
        <button type="button" className="button" onClick={() => draft.setBoxes([...boxes, emptyBox(addType)])}>
          {t('editor.addSection')}
        </button>
      </div>
      <DataFieldsPanel data={draft.data} onDataChange={draft.setData} />
    </div>
  );
}
