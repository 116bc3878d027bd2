import { useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The contract name as the page heading, renamed in place: a click or Enter on the name opens a
 * labelled input; Enter or leaving it saves (an empty name is not saved), Escape cancels.
 */
export function InlineName({ name, onRename }: { name: string; onRename(name: string): void }) {
  const { t } = useTranslation('app');
  const [editing, setEditing] = useState(false);
  const [value, setValue] = useState(name);
  const button = useRef<HTMLButtonElement>(null);
  const done = useRef(false);

  const open = () => {
    setValue(name);
    done.current = false;
    setEditing(true);
  };
  const close = (keep: boolean) => {
    if (done.current) return;
    done.current = true;
    const next = value.trim();
    if (keep && next !== '' && next !== name) onRename(next.slice(0, 255));
    setEditing(false);
    requestAnimationFrame(() => button.current?.focus());
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      close(true);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      close(false);
    }
  };

  if (editing) {
    return (
      <input
        className="doc-header__name-input"
        aria-label={t('editor.name')}
        value={value}
        maxLength={255}
        autoFocus
        onChange={(e) => setValue(e.target.value)}
        onKeyDown={onKeyDown}
        onBlur={() => close(true)}
      />
    );
  }
  return (
    <h1 className="doc-header__name">
      <button ref={button} type="button" className="doc-header__name-button" onClick={open} aria-label={t('docPage.rename', { name: name || t('editor.untitled') })}>
        {name || t('editor.untitled')}
        <span className="doc-header__pencil" aria-hidden="true">
          ✎
        </span>
      </button>
    </h1>
  );
}
