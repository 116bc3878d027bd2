import { useTranslation } from 'react-i18next';
import { newBlock, numberBlocks, type Block } from './blocks.js';

/** Props of BlockEditor. */
export interface BlockEditorProps {
  blocks: Block[];
  onChange(blocks: Block[]): void;
  disabled?: boolean;
}

/**
 * The contract's text box as a list of blocks: a textarea per block labelled "Paragraph N" or
 * "Heading N" (N counts blocks of that type from 1), a remove button each ("Remove block N"),
 * and the Paragraph and Heading buttons that append a block.
 */
export function BlockEditor({ blocks, onChange, disabled = false }: BlockEditorProps) {
  const { t } = useTranslation('app');
  const numbers = numberBlocks(blocks);
  const update = (key: string, text: string) => onChange(blocks.map((b) => (b.key === key ? { ...b, text } : b)));
  const remove = (key: string) => onChange(blocks.filter((b) => b.key !== key));

  return (
    <fieldset className="block-editor" disabled={disabled}>
      <legend>{t('editor.text')}</legend>
      <ol className="blocks">
        {blocks.map((block, index) => (
          <li key={block.key} className={`block block-${block.type}`}>
            <textarea
              aria-label={t(block.type === 'heading' ? 'editor.heading' : 'editor.paragraph', { n: numbers[index] })}
              rows={block.type === 'heading' ? 1 : 3}
              value={block.text}
              onChange={(e) => update(block.key, e.target.value)}
            />
            <button type="button" className="button icon" onClick={() => remove(block.key)} aria-label={t('editor.removeBlock', { n: index + 1 })}>
              {t('editor.remove')}
            </button>
          </li>
        ))}
      </ol>
      <div className="block-actions" role="group" aria-label={t('editor.addBlock')}>
        <button type="button" className="button" onClick={() => onChange([...blocks, newBlock('paragraph')])}>
          {t('editor.addParagraph')}
        </button>
        <button type="button" className="button" onClick={() => onChange([...blocks, newBlock('heading')])}>
          {t('editor.addHeading')}
        </button>
      </div>
    </fieldset>
  );
}
