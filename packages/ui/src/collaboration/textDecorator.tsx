/**
 * The drawing of comments and suggestions in a text section (§2 Collaboration, §3 Message),
 * loaded on demand by DocumentViewer when it has `annotations`: each leaf split at the
 * decoration boundaries, pieces wrapped in `<mark class="ink-comment-anchor">` and
 * `<del class="ink-suggestion-delete">`, insertions as `<ins class="ink-suggestion-insert">`, each
 * with `data-message-id`, as buttons when the reader may select a thread.
 */
import type { KeyboardEvent, ReactNode } from 'react';
import type { Box } from '@inkflow/core';
import type { DocumentAnnotations } from './DocumentAnnotations.js';
import { markedLeaf } from './markedLeaf.js';
import { sectionText } from './selectionOffsets.js';
import { splitLeaf, textDecorations, type TextDecoration } from './textDecorations.js';
import type { TextDecorator } from './TextDecorator.js';

const decorationClass = { comment: 'ink-comment-anchor', delete: 'ink-suggestion-delete', insert: 'ink-suggestion-insert' } as const;

/**
 * The decorator of text section `box` for `annotations` (its active comments and suggestions,
 * located in the current text with core locateAnchor; detached ones are not drawn). Every piece of
 * text keeps `data-ink-offset`; an insertion's is its insertion point, marked `data-ink-virtual`
 * (it is not part of the plain text). Only the first piece of a thread is a tab stop.
 */
export function createTextDecorator(box: Box, annotations: Pick<DocumentAnnotations, 'messages' | 'activeMessageId' | 'onSelectMessage'>): TextDecorator {
  const decorations = textDecorations(box.id, sectionText(box), annotations.messages);
  const select = annotations.onSelectMessage;
  return {
    begin() {
      const placed = new Set<TextDecoration>();
      const reached = new Set<number>();
      const props = (d: TextDecoration) => {
        const active = annotations.activeMessageId === d.messageId;
        const first = !reached.has(d.messageId);
        reached.add(d.messageId);
        return {
          className: `${decorationClass[d.kind]}${active ? ` ${decorationClass[d.kind]}--active` : ''}`,
          'data-message-id': d.messageId,
          ...(select
            ? {
                role: 'button',
                tabIndex: first ? 0 : -1,
                'aria-pressed': active,
                onClick: () => select(d.messageId),
                onKeyDown: (event: KeyboardEvent) => {
                  if (event.key !== 'Enter' && event.key !== ' ') return;
                  event.preventDefault();
                  select(d.messageId);
                },
              }
            : {}),
        };
      };
      return (leaf, offset, lastInBlock, style, key) => {
        const segments = splitLeaf(offset, offset + leaf.text.length, decorations, placed, lastInBlock);
        if (segments.length === 0) return <span key={key} style={style} data-ink-offset={offset} />;
        return segments.map((segment) => {
          const pieces: ReactNode[] = segment.insertsBefore.map((d) => (
            <ins key={`i${d.messageId}`} {...props(d)} data-ink-offset={segment.start} data-ink-virtual="">
              {d.text}
            </ins>
          ));
          if (segment.end > segment.start) {
            let node: ReactNode = (
              <span style={style} data-ink-offset={segment.start}>
                {markedLeaf(leaf, leaf.text.slice(segment.start - offset, segment.end - offset))}
              </span>
            );
            for (const d of [...segment.covering].reverse()) node = d.kind === 'delete' ? <del {...props(d)}>{node}</del> : <mark {...props(d)}>{node}</mark>;
            pieces.push(<span key="t">{node}</span>);
          }
          return <span key={`${key}-${segment.start}`}>{pieces}</span>;
        });
      };
    },
  };
}
