import { anchorAt, dataFieldsByKey, MessageType, textBoxPlainText, type TextBlock } from '@inkflow/core';
import { useCallback, useEffect, useMemo, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { createEditor, Path, Range, Text, Transforms, type Descendant, type NodeEntry } from 'slate';
import { withHistory } from 'slate-history';
import { Editable, ReactEditor, Slate, withReact, type RenderElementProps, type RenderLeafProps } from 'slate-react';
import { showToast } from '../../design/index.js';
import { collabDecorations, sectionAnnotations, suggestionBetweenNodes, type SuggestionMark } from './collabAnnotations.js';
import { CommentBar } from './CommentBar.js';
import type { EditorCollaboration } from './editorCollaboration.js';
import { offsetsOfRange, pointAtOffset } from './plainTextPoints.js';
import { RichTextElement, RichTextLeaf } from './renderRichText.js';
import { nodesFromContent, toggleMark, withRichText, type Mark } from './richTextCommands.js';
import { SuggestionPopover } from './SuggestionPopover.js';
import { Toolbar } from './Toolbar.js';
import './richText.css';

/** Milliseconds of idle typing after which suggestion mode posts the edit as a suggestion. */
export const suggestionIdleMs = 1500;

/** The collaboration of one saved text section (§2, §3 Message): its box id and the agreement's collaboration. */
export interface RichTextCollaboration extends EditorCollaboration {
  boxId: number;
}

/** Props of RichTextEditor. */
export interface RichTextEditorProps {
  /**
   * The text box's content (`{ nodes }`): read when the editor mounts, and again when it changes
   * to nodes the editor did not emit itself (a reload of a version saved elsewhere).
   */
  content: Record<string, unknown>;
  /** Receives the Slate nodes after every change of the text (not of the cursor alone); never in suggestion mode. */
  onChange(nodes: TextBlock[]): void;
  /** The agreement's data (§3 data fields): placeholder names and values, and the Data field choice. */
  data: unknown[];
  /** Receives the data with a data field added from the toolbar. */
  onDataChange(data: unknown[]): void;
  /** The section's accessible name, e.g. "Section 1: Text"; the editable is "{section} content". */
  section: string;
  /** Comments, highlights, tracked changes and suggestion mode; absent for templates and unsaved sections. */
  collaboration?: RichTextCollaboration | undefined;
}

const shortcuts: Record<string, Mark> = { b: 'bold', i: 'italic', u: 'underline' };

/**
 * The rich-text editor of a text box (§3 Box type 10) on Slate: a toolbar (Toolbar.tsx) over an
 * editable region holding core's text box nodes, with Ctrl/Cmd+B, I and U for the marks and
 * undo/redo from slate-history. What it emits is valid for PUT /agreements/{id} as it is.
 *
 * With `collaboration` (§2 Collaboration, §3 Message types 3 and 4): "Comment" on a selection
 * and "Comment on section" (CommentBar); open comments highlighted as
 * `<mark class="ink-comment-anchor" data-message-id>` (a click opens the thread); open
 * suggestions drawn as tracked changes (`<del class="ink-suggestion-delete">`, a non-editable
 * `<ins class="ink-suggestion-insert">`; a click or Enter opens Accept / Reject). In suggestion
 * mode the text is edited in a local copy: after `suggestionIdleMs` of idle or when the focus
 * leaves, the difference to the saved text is posted as a suggestion and the copy is reset.
 */
export function RichTextEditor({ content, onChange, data, onDataChange, section, collaboration }: RichTextEditorProps) {
  const { t } = useTranslation('richtext');
  const { t: tApp } = useTranslation('app');
  const [initialValue] = useState<Descendant[]>(() => nodesFromContent(content));
  const [editor] = useState(() => {
    const created = withRichText(withHistory(withReact(createEditor())));
    // Slate fills `children` while rendering <Slate>; the decorations are computed before that.
    created.children = initialValue;
    return created;
  });
  const fields = useMemo(() => dataFieldsByKey(data), [data]);
  const renderElement = useCallback((props: RenderElementProps) => <RichTextElement {...props} fields={fields} />, [fields]);
  const renderLeaf = useCallback((props: RenderLeafProps) => <RichTextLeaf {...props} />, []);
  // Bumped on every change of the text, so highlights are located again.
  const [textVersion, setTextVersion] = useState(0);
  const [hasSelection, setHasSelection] = useState(false);
  const [openSuggestion, setOpenSuggestion] = useState<{ mark: SuggestionMark; top: number; left: number; from: HTMLElement } | null>(null);
  const wrapper = useRef<HTMLDivElement>(null);
  const commentRange = useRef<{ start: number; end: number } | null>(null);
  const collab = useRef(collaboration);
  collab.current = collaboration;
  const savedNodes = useRef<unknown[]>(nodesFromContent(content));
  const suggestTimer = useRef<number | undefined>(undefined);
  const suggesting = collaboration?.suggesting ?? false;

  // The saved text is what suggestions are measured against; a new one from outside (a reload,
  // an accepted suggestion) replaces the editor's nodes too.
  const seenContent = useRef(content);
  const emitted = useRef(new WeakSet<object>());
  useEffect(() => {
    if (content === seenContent.current) return;
    seenContent.current = content;
    const nodes = (content as { nodes?: unknown }).nodes;
    savedNodes.current = nodesFromContent(content);
    // Nodes this editor emitted come back as content: only others replace what is typed (the
    // user may have typed on since, so comparing with editor.children would drop keystrokes).
    if (Array.isArray(nodes) && !emitted.current.has(nodes) && nodes !== editor.children) replaceNodes(savedNodes.current as Descendant[], null);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a new content object matters
  }, [content]);

  /** Puts `next` in the editor (history cleared), the cursor at `cursorAt` when given. */
  const replaceNodes = (next: Descendant[], cursorAt: number | null) => {
    Transforms.deselect(editor);
    editor.children = structuredClone(next);
    editor.history = { undos: [], redos: [] };
    editor.onChange();
    if (cursorAt !== null && ReactEditor.isFocused(editor)) {
      const point = pointAtOffset(editor.children, cursorAt);
      if (point) Transforms.select(editor, point);
    }
    setTextVersion((v) => v + 1);
  };

  /** Suggestion mode: posts the local copy's difference to the saved text, then resets the copy. */
  const flushSuggestion = useCallback(() => {
    window.clearTimeout(suggestTimer.current);
    suggestTimer.current = undefined;
    const current = collab.current;
    if (!current) return;
    const change = suggestionBetweenNodes(current.boxId, savedNodes.current, editor.children);
    if (!change && JSON.stringify(editor.children) === JSON.stringify(savedNodes.current)) return;
    replaceNodes(savedNodes.current as Descendant[], change ? change.end : null);
    if (!change) return;
    current.post({ type: MessageType.Suggestion, body: '', suggestion: change }).then(
      () => showToast({ type: 'success', title: tApp('editor.collab.suggested') }),
      () => showToast({ type: 'error', title: tApp('editor.collab.suggestFailed') }),
    );
    // eslint-disable-next-line react-hooks/exhaustive-deps -- editor and replaceNodes are stable in effect
  }, [editor, tApp]);

  // Leaving suggestion mode sends what is pending; unmounting too.
  useEffect(() => {
    if (!suggesting) return;
    return () => {
      if (suggestTimer.current !== undefined) flushSuggestion();
    };
  }, [suggesting, flushSuggestion]);

  const threads = collaboration?.threads;
  const boxId = collaboration?.boxId;
  const annotations = useMemo(
    () => (threads && boxId !== undefined ? sectionAnnotations(threads, boxId, textBoxPlainText(editor.children)) : { comments: [], suggestions: [] }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- textVersion stands for editor.children
    [threads, boxId, textVersion, editor],
  );
  const decorations = useMemo(() => collabDecorations(editor.children, annotations.comments, annotations.suggestions), [annotations, editor]);
  const decorate = useCallback(([node, path]: NodeEntry) => (Text.isText(node) ? decorations.filter((d) => Path.equals(d.anchor.path, path)) : []), [decorations]);

  const onKeyDown = (event: KeyboardEvent) => {
    // Enter with the cursor strictly inside a suggested deletion opens its Accept / Reject panel
    // (at its edges Enter still breaks the line).
    if (event.key === 'Enter' && !event.shiftKey && collab.current) {
      const dom = window.getSelection();
      const node = dom?.isCollapsed ? dom.anchorNode : null;
      const holder = node instanceof Element ? node : node?.parentElement;
      const deletion = holder?.closest('del.ink-suggestion-delete');
      if (deletion && node && dom!.anchorOffset > 0 && dom!.anchorOffset < (node.textContent ?? '').length && activate(deletion)) {
        event.preventDefault();
        return;
      }
    }
    const mark = shortcuts[event.key.toLowerCase()];
    if (mark && (event.ctrlKey || event.metaKey) && !event.altKey) {
      event.preventDefault();
      toggleMark(editor, mark);
    }
  };

  /** A click (or Enter) on a highlight opens its thread; on a tracked change, its Accept / Reject panel. */
  const activate = (target: EventTarget | null): boolean => {
    const element = target instanceof Element ? target.closest<HTMLElement>('[data-message-id]') : null;
    if (!element || !collab.current || !wrapper.current?.contains(element)) return false;
    const id = Number(element.dataset['messageId']);
    if (element.tagName === 'MARK') {
      collab.current.openMessage(id);
      return true;
    }
    const mark = annotations.suggestions.find((s) => s.id === id);
    if (!mark) return false;
    const box = wrapper.current.getBoundingClientRect();
    const at = element.getBoundingClientRect();
    setOpenSuggestion({ mark, top: at.bottom - box.top + 4, left: Math.max(0, at.left - box.left), from: element });
    return true;
  };

  const onWrapperKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if ((event.key === 'Enter' || event.key === ' ') && event.target instanceof HTMLElement && event.target.classList.contains('ink-suggestion-insert') && activate(event.target)) event.preventDefault();
  };

  const postComment = async (body: string, onSelection: boolean) => {
    const current = collab.current;
    if (!current) return;
    const range = onSelection ? commentRange.current : null;
    const scope = range ? { box_id: current.boxId, ...anchorAt(textBoxPlainText(editor.children), range.start, range.end) } : { box_id: current.boxId };
    const message = await current.post({ type: MessageType.Comment, body, comment_scope: scope });
    current.openMessage(message.id);
  };

  return (
    <div className={`rich-text${suggesting ? ' rich-text--suggesting' : ''}`} ref={wrapper} onClick={(e: MouseEvent) => activate(e.target)} onKeyDown={onWrapperKeyDown}>
      <Slate
        editor={editor}
        initialValue={initialValue}
        onChange={(value) => {
          const selection = editor.selection;
          setHasSelection(!!selection && !Range.isCollapsed(selection));
          if (!editor.operations.some((op) => op.type !== 'set_selection')) return;
          setTextVersion((v) => v + 1);
          if (collab.current?.suggesting) {
            window.clearTimeout(suggestTimer.current);
            suggestTimer.current = window.setTimeout(flushSuggestion, suggestionIdleMs);
            return;
          }
          emitted.current.add(value);
          onChange(value as TextBlock[]);
        }}
      >
        <Toolbar section={section} data={data} onDataChange={onDataChange} fields={fields} />
        {collaboration && (
          <CommentBar
            section={section}
            hasSelection={hasSelection}
            onStartSelectionComment={() => {
              commentRange.current = editor.selection ? offsetsOfRange(editor.children, editor.selection) : null;
            }}
            onPost={postComment}
          />
        )}
        <Editable
          className="rt-editable"
          aria-label={t('editable', { section })}
          aria-multiline
          renderElement={renderElement}
          renderLeaf={renderLeaf}
          decorate={decorate}
          onKeyDown={onKeyDown}
          onBlur={() => {
            if (suggestTimer.current !== undefined) flushSuggestion();
          }}
        />
      </Slate>
      {openSuggestion && collaboration && (
        <SuggestionPopover
          suggestion={openSuggestion.mark}
          position={{ top: openSuggestion.top, left: openSuggestion.left }}
          onDecide={async (status) => {
            await collaboration.update(openSuggestion.mark.id, { status });
          }}
          onClose={(restoreFocus) => {
            const from = openSuggestion.from;
            setOpenSuggestion(null);
            if (!restoreFocus) return;
            if (from.isConnected && from.tabIndex >= 0) from.focus();
            else ReactEditor.focus(editor);
          }}
        />
      )}
    </div>
  );
}
