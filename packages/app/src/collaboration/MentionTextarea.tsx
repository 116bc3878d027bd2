import type { Participant } from '@inkflow/core';
import { useId, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';

/** Props of MentionTextarea. */
export interface MentionTextareaProps {
  label: string;
  value: string;
  onChange(value: string): void;
  participants: readonly Participant[];
  /** A participant was picked from the @ list. */
  onMention(participant: Participant): void;
  /** Enter without Shift (and no open @ list). */
  onSubmit(): void;
  disabled?: boolean;
  placeholder?: string;
}

/** The "@word" being typed right before the caret, or null. */
function mentionQuery(value: string, caret: number): { start: number; query: string } | null {
  const before = value.slice(0, caret);
  const match = /(^|\s)@([^\s@]{0,30})$/.exec(before);
  return match ? { start: caret - match[2]!.length - 1, query: match[2]! } : null;
}

/**
 * A textarea with @mention autocomplete of the agreement's participants (§2 Chat): typing "@"
 * lists the matching participants (a listbox; ArrowUp/ArrowDown move, Enter or Tab picks,
 * Escape closes); picking inserts the name and reports the participant. Enter submits,
 * Shift+Enter makes a new line.
 */
export function MentionTextarea({ label, value, onChange, participants, onMention, onSubmit, disabled, placeholder }: MentionTextareaProps) {
  const { t } = useTranslation('app');
  const id = useId();
  const [caret, setCaret] = useState(0);
  const [highlighted, setHighlighted] = useState(0);
  const [dismissed, setDismissed] = useState<number | null>(null);
  const query = mentionQuery(value, caret);
  const matches = query ? participants.filter((p) => p.fullname.toLowerCase().includes(query.query.toLowerCase())).slice(0, 6) : [];
  const open = !!query && matches.length > 0 && dismissed !== query.start;
  const active = Math.min(highlighted, Math.max(0, matches.length - 1));

  const pick = (participant: Participant) => {
    if (!query) return;
    const inserted = `@${participant.fullname} `;
    onChange(value.slice(0, query.start) + inserted + value.slice(caret));
    setCaret(query.start + inserted.length);
    onMention(participant);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (open) {
      if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
        event.preventDefault();
        setHighlighted((active + (event.key === 'ArrowDown' ? 1 : matches.length - 1)) % matches.length);
        return;
      }
      if (event.key === 'Enter' || event.key === 'Tab') {
        event.preventDefault();
        pick(matches[active]!);
        return;
      }
      if (event.key === 'Escape') {
        event.preventDefault();
        setDismissed(query!.start);
        return;
      }
    }
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      onSubmit();
    }
  };

  return (
    <div className="collab-mention">
      <label className="ink-visually-hidden" htmlFor={`${id}-input`}>
        {label}
      </label>
      <textarea
        id={`${id}-input`}
        className="collab-mention__input"
        rows={2}
        value={value}
        disabled={disabled}
        placeholder={placeholder}
        // A textbox (the agreed name "Message" / "Reply" is a textbox's) that owns a listbox.
        aria-autocomplete="list"
        aria-controls={`${id}-list`}
        {...(open ? { 'aria-activedescendant': `${id}-option-${active}` } : {})}
        onChange={(e) => {
          onChange(e.target.value);
          setCaret(e.target.selectionStart ?? e.target.value.length);
          setHighlighted(0);
        }}
        onSelect={(e) => setCaret(e.currentTarget.selectionStart ?? 0)}
        onKeyDown={onKeyDown}
      />
      <ul id={`${id}-list`} role="listbox" aria-label={t('collab.mention.label')} className="collab-mention__list" hidden={!open}>
        {open &&
          matches.map((p, index) => (
            <li
              key={p.id}
              id={`${id}-option-${index}`}
              role="option"
              aria-selected={index === active}
              className={index === active ? 'collab-mention__option collab-mention__option--active' : 'collab-mention__option'}
              onMouseDown={(e) => {
                // Keep focus in the textarea.
                e.preventDefault();
                pick(p);
              }}
            >
              {p.fullname}
              {p.email ? <span className="collab-mention__email"> {p.email}</span> : null}
            </li>
          ))}
      </ul>
    </div>
  );
}
