import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { neutralizeBidi, type MessageWire } from '@inkflow/core';

/** Props of BlockingSuggestions. */
export interface BlockingSuggestionsProps {
  /** The active comments and suggestions the reader sees (the list shows the suggestions, type 4 with no status); the list follows it live. */
  messages: readonly MessageWire[];
  /** The element holding the document: "Show in document" scrolls to and focuses the tracked change there. */
  documentRef: RefObject<HTMLElement | null>;
}

const str = (v: unknown) => (typeof v === 'string' ? v : '');

/**
 * What signing answered with 4204 (§5, §8 "Active suggestions must be resolved before signing"):
 * that text, then each blocking suggestion as "quote → inserted" with its author and a "Show in
 * document" button. Once none is left it says signing is possible again.
 */
export function BlockingSuggestions({ messages, documentRef }: BlockingSuggestionsProps) {
  const { t } = useTranslation('collab');
  const suggestions = messages.filter((m) => m.type === 4 && m.status === null);
  const onShow = (messageId: number) => {
    const target = documentRef.current?.querySelector<HTMLElement>(`.ink-document [data-message-id="${messageId}"]`);
    // jsdom (unit tests) has no scrollIntoView.
    if (typeof target?.scrollIntoView === 'function') target.scrollIntoView({ block: 'center' });
    target?.focus({ preventScroll: true });
  };
  return (
    <section className="ink-notice ink-notice--error ink-blocking" role="alert" aria-label={t('blocking.title')}>
      <p className="ink-blocking__title">{t('blocking.title')}</p>
      {suggestions.length === 0 ? (
        <p>{t('blocking.none')}</p>
      ) : (
        <>
          <p>{t('blocking.intro')}</p>
          <ul className="ink-blocking__list">
            {suggestions.map((s) => (
              <li key={s.id} data-message-id={s.id}>
                <span className="ink-blocking__change">
                  <del className="ink-suggestion-delete">{str(s.suggestion?.['deleted'])}</del>
                  {' → '}
                  <ins className="ink-suggestion-insert">{str(s.suggestion?.['inserted'])}</ins>
                </span>{' '}
                <span className="ink-blocking__author">{neutralizeBidi(s.author.name)}</span>{' '}
                <button type="button" className="ink-button ink-button--small ink-button--ghost" onClick={() => onShow(s.id)}>
                  {t('blocking.show')}
                </button>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
