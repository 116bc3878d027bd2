import { useTranslation } from 'react-i18next';
import './updatedByNotice.css';

/**
 * The header's "Suggesting" toggle (aria-pressed) of a draft (§2 Collaboration, §3 Message type
 * 4): while pressed, edits of text sections are posted as suggestions instead of saved, and
 * other sections are read-only.
 */
export function SuggestingToggle({ pressed, onToggle }: { pressed: boolean; onToggle(next: boolean): void }) {
  const { t } = useTranslation('app');
  return (
    <button type="button" className={`button small doc-suggesting${pressed ? ' doc-suggesting--on' : ''}`} aria-pressed={pressed} title={t('editor.collab.suggestingHint')} onClick={() => onToggle(!pressed)}>
      {t('editor.collab.suggesting')}
    </button>
  );
}
