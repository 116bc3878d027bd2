import type { BoxType } from '@inkflow/core';
import { useTranslation } from 'react-i18next';
import { Menu } from '../../design/index.js';
import { addableBoxTypes } from '../boxes/BoxListEditor.js';

/**
 * The "+" between sections (and at the end of the paper): a Menu of every §3 section type;
 * `onInsert` gets the chosen type. `label` names the button, e.g. "Insert a section after section 2".
 */
export function InsertSectionMenu({ label, onInsert, atEnd = false }: { label: string; onInsert(type: BoxType): void; atEnd?: boolean }) {
  const { t } = useTranslation('app');
  return (
    <div className={atEnd ? 'doc-insert doc-insert--end' : 'doc-insert'}>
      <Menu
        align="start"
        trigger={
          <button type="button" className="doc-insert__button" aria-label={label}>
            <span aria-hidden="true">+</span>
            {atEnd && <span>{t('editor.addSection')}</span>}
          </button>
        }
        items={addableBoxTypes.map((type) => ({ label: t(`editor.boxType.${type}`), onSelect: () => onInsert(type) }))}
      />
    </div>
  );
}
