// @vitest-environment jsdom
import type { MessageWire, PostMessageRequest, TextBlock } from '@inkflow/core';
import { sampleMessage } from '@inkflow/ui/sampleMessages';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { Editor, Transforms } from 'slate';
import { ELEMENT_TO_NODE } from 'slate-dom';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createAppI18n } from '../../i18n/createAppI18n.js';
import { RichTextEditor, suggestionIdleMs, type RichTextCollaboration } from './RichTextEditor.js';

let i18n: I18n;
beforeAll(async () => {
  i18n = await createAppI18n('en');
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const content = { nodes: [{ type: 'paragraph', children: [{ text: 'Rent is due in May.' }] }] };
const message = (over: Partial<MessageWire>): MessageWire => sampleMessage({ id: 1, type: 3, participant_id: null, position_id: 1, author: { name: 'Ada Lovelace', side: 'sender' }, ...over });

function setup(over: Partial<RichTextCollaboration> = {}) {
  const posted: PostMessageRequest[] = [];
  const changes: TextBlock[][] = [];
  const collaboration: RichTextCollaboration = {
    boxId: 7,
    threads: [],
    suggesting: false,
    post: vi.fn(async (input: PostMessageRequest) => {
      posted.push(input);
      return message({ id: 99 });
    }),
    update: vi.fn(async () => message({ id: 5 })),
    openMessage: vi.fn(),
    ...over,
  };
  render(
    <I18nextProvider i18n={i18n}>
      <RichTextEditor content={content} data={[]} onDataChange={() => undefined} section="Section 1: Text" onChange={(nodes) => changes.push(nodes)} collaboration={collaboration} />
    </I18nextProvider>,
  );
  const editable = screen.getByRole('textbox', { name: 'Section 1: Text content' });
  return { editor: ELEMENT_TO_NODE.get(editable) as Editor, editable, posted, changes, collaboration };
}

describe('RichTextEditor collaboration', () => {
  it('comments on the selection with its anchor, and opens the new thread', async () => {
    const { editor, posted, collaboration } = setup();
    await act(async () => Transforms.select(editor, { anchor: { path: [0, 0], offset: 15 }, focus: { path: [0, 0], offset: 18 } }));
    fireEvent.click(screen.getByRole('button', { name: 'Comment' }));
    fireEvent.change(await screen.findByRole('textbox', { name: 'Comment' }), { target: { value: 'Why May?' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Post comment' })));
    expect(posted).toEqual([{ type: 3, body: 'Why May?', comment_scope: { box_id: 7, start: 15, end: 18, quote: 'May', prefix: 'Rent is due in ', suffix: '.' } }]);
    expect(collaboration.openMessage).toHaveBeenCalledWith(99);
  });

  it('comments on the whole section', async () => {
    const { posted } = setup();
    fireEvent.click(screen.getByRole('button', { name: 'Comment on section' }));
    fireEvent.change(await screen.findByRole('textbox', { name: 'Comment' }), { target: { value: 'All good' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Post comment' })));
    expect(posted).toEqual([{ type: 3, body: 'All good', comment_scope: { box_id: 7 } }]);
  });

  it('highlights open comments and opens the thread on a click', () => {
    const { collaboration } = setup({ threads: [message({ id: 3, comment_scope: { box_id: 7, start: 0, end: 4, quote: 'Rent' } })] });
    const mark = document.querySelector('mark.ink-comment-anchor[data-message-id="3"]')!;
    expect(mark.textContent).toBe('Rent');
    fireEvent.click(mark);
    expect(collaboration.openMessage).toHaveBeenCalledWith(3);
  });

  it('draws a suggestion as a tracked change and accepts it from its panel', async () => {
    const { collaboration } = setup({ threads: [message({ id: 5, type: 4, suggestion: { box_id: 7, start: 15, end: 18, deleted: 'May', inserted: 'June' } })] });
    expect(document.querySelector('del.ink-suggestion-delete[data-message-id="5"]')!.textContent).toBe('May');
    const ins = document.querySelector<HTMLElement>('ins.ink-suggestion-insert[data-message-id="5"]')!;
    expect(ins.textContent).toBe('June');
    fireEvent.keyDown(ins, { key: 'Enter' });
    const panel = screen.getByRole('dialog', { name: 'Suggestion by Ada Lovelace' });
    expect(panel.textContent).toContain('Replace “May” with “June”');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Accept' })));
    expect(collaboration.update).toHaveBeenCalledWith(5, { status: 'accepted' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('in suggestion mode posts the edit as a suggestion after idle, resets the text and saves nothing', async () => {
    vi.useFakeTimers();
    const { editor, posted, changes } = setup({ suggesting: true });
    await act(async () => {
      Transforms.select(editor, { anchor: { path: [0, 0], offset: 15 }, focus: { path: [0, 0], offset: 18 } });
      editor.insertText('June');
    });
    expect(posted).toEqual([]);
    await act(() => vi.advanceTimersByTimeAsync(suggestionIdleMs));
    expect(posted).toEqual([{ type: 4, body: '', suggestion: { box_id: 7, start: 15, end: 18, deleted: 'May', inserted: 'June', prefix: 'Rent is due in ', suffix: '.' } }]);
    expect(Editor.string(editor, [])).toBe('Rent is due in May.');
    expect(changes).toEqual([]);
  });
});

describe('RichTextEditor content from outside', () => {
  it('shows a reloaded version, but keeps what it emitted itself', async () => {
    const changes: TextBlock[][] = [];
    const view = (c: Record<string, unknown>) => (
      <I18nextProvider i18n={i18n}>
        <RichTextEditor content={c} data={[]} onDataChange={() => undefined} section="Section 1: Text" onChange={(nodes) => changes.push(nodes)} />
      </I18nextProvider>
    );
    const { rerender } = render(view(content));
    const editor = ELEMENT_TO_NODE.get(screen.getByRole('textbox', { name: 'Section 1: Text content' })) as Editor;
    await act(async () => {
      Transforms.select(editor, Editor.end(editor, []));
      editor.insertText(' A');
    });
    const emitted = changes.at(-1)!;
    await act(async () => {
      Transforms.select(editor, Editor.end(editor, []));
      editor.insertText('B');
    });
    // The parent answers with the first emitted nodes after more was typed: nothing is lost.
    rerender(view({ nodes: emitted }));
    expect(Editor.string(editor, [])).toBe('Rent is due in May. AB');
    await act(async () => rerender(view({ nodes: [{ type: 'paragraph', children: [{ text: 'Theirs' }] }] })));
    expect(Editor.string(editor, [])).toBe('Theirs');
  });
});
