// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import { ApiError, createI18n } from '@inkflow/core';
import { DocumentViewer, InkflowI18nProvider, type DocumentAnnotations } from '@inkflow/ui';
import { sampleAgreement } from '../stories/sampleAgreement.js';
import { sampleMessage } from './sampleMessages.js';
import { selectionInSection } from './selectionOffsets.js';

let i18n: I18n;
beforeAll(async () => {
  i18n = await createI18n('en');
  // The viewer loads these on demand; transform them once here so no test waits on the first import.
  await Promise.all([import('./AnnotationComposer.js'), import('./textDecorator.js')]);
}, 60_000);
afterEach(() => {
  cleanup();
  document.getSelection()?.removeAllRanges();
});

// Box 2's plain text: "Payment\nRent is due on the first day of each month."
const comment = sampleMessage({ id: 11, type: 3, body: 'Which day?', comment_scope: { box_id: 2, start: 16, end: 32, quote: 'due on the first', prefix: 'Payment\nRent is ', suffix: ' day' } });
const change = sampleMessage({ id: 12, type: 4, suggestion: { box_id: 2, start: 45, end: 50, deleted: 'month', inserted: 'quarter', prefix: 'day of each ', suffix: '.' } });

function show(annotations: DocumentAnnotations) {
  return render(
    <InkflowI18nProvider i18n={i18n}>
      <DocumentViewer agreement={sampleAgreement()} annotations={annotations} />
    </InkflowI18nProvider>,
  );
}

/** Selects [from, to) characters of the text nodes under `section`, as a reader's drag would. */
function select(section: Element, from: number, to: number) {
  const walker = document.createTreeWalker(section, NodeFilter.SHOW_TEXT);
  const range = document.createRange();
  let at = 0;
  for (let n = walker.nextNode(); n; n = walker.nextNode()) {
    const len = (n as Text).data.length;
    if (from >= at && from <= at + len && range.startContainer === document) range.setStart(n, from - at);
    if (to >= at && to <= at + len) {
      range.setEnd(n, to - at);
      break;
    }
    at += len;
  }
  document.getSelection()!.removeAllRanges();
  document.getSelection()!.addRange(range);
  return range;
}

describe('DocumentViewer annotations', () => {
  it('draws the comment across leaves without losing marks, the suggestion as del + ins, every piece with its offset', async () => {
    const onSelectMessage = vi.fn();
    const { container } = show({ messages: [comment, change], activeMessageId: 12, onSelectMessage });
    await waitFor(() => expect(container.querySelector('mark.ink-comment-anchor')).toBeTruthy());
    const section = container.querySelector('[data-box-id="2"]')!;
    const marks = [...section.querySelectorAll('mark.ink-comment-anchor')];
    expect(marks.map((m) => m.textContent)).toEqual(['due on the ', 'first']);
    expect(marks.every((m) => m.getAttribute('data-message-id') === '11')).toBe(true);
    expect(marks[1]!.querySelector('em')?.textContent).toBe('first');
    expect(marks.map((m) => m.getAttribute('tabindex'))).toEqual(['0', '-1']);
    const del = section.querySelector('del.ink-suggestion-delete')!;
    const ins = section.querySelector('ins.ink-suggestion-insert')!;
    expect([del.textContent, ins.textContent]).toEqual(['month', 'quarter']);
    expect(del.className).toContain('ink-suggestion-delete--active');
    expect(ins.getAttribute('data-message-id')).toBe('12');
    const offsets = [...section.querySelectorAll('span[data-ink-offset]')].map((s) => [Number(s.getAttribute('data-ink-offset')), s.textContent]);
    expect(offsets).toEqual([
      [0, 'Payment'],
      [8, 'Rent is '],
      [16, 'due on the '],
      [27, 'first'],
      [32, ' day of each '],
      [45, 'month'],
      [50, '.'],
    ]);
    fireEvent.keyDown(marks[0]!, { key: 'Enter' });
    fireEvent.click(ins);
    expect(onSelectMessage.mock.calls).toEqual([[11], [12]]);
  });

  it('maps a selection to plain-text offsets, through marks and past an insertion', async () => {
    const { container } = show({ messages: [change] });
    await waitFor(() => expect(container.querySelector('ins')).toBeTruthy());
    const root = container.querySelector('article')!;
    const section = container.querySelector('[data-box-id="2"]')!;
    // Rendered text (no newline between blocks, "quarter" not part of the plain text):
    // "Payment" 0-7, "Rent is due on the " 7-26, "first" 26-31, " day of each " 31-44, "month" 44-49, "quarter" 49-56, "." 56-57.
    expect(selectionInSection(root, select(section, 27, 37))).toEqual({ boxId: 2, start: 28, end: 38 });
    // From inside "month" to inside the insertion: ends at the insertion point.
    expect(selectionInSection(root, select(section, 47, 53))).toEqual({ boxId: 2, start: 48, end: 50 });
    // Across two sections: nothing.
    const range = document.createRange();
    range.setStart(container.querySelector('[data-box-id="1"]')!.firstChild!, 0);
    range.setEnd(section.lastChild!, 0);
    expect(selectionInSection(root, range)).toBeNull();
  });

  it('a selection offers Comment and Suggest a change; the dialogs post drafts built with anchorAt, and show failures', { timeout: 30_000 }, async () => {
    const onCreate = vi.fn().mockRejectedValueOnce(new ApiError(403, { status_code: 403, api_error_code: 99, message: 'Access denied' })).mockResolvedValue(undefined);
    const { container } = show({ messages: [], onCreate, canSuggest: true });
    await screen.findAllByRole('button', { name: 'Comment on this section' });
    // The toolbar's module and the text decorations load on demand, and a late decoration
    // re-renders the section's text nodes (dropping a range over the old ones): select and
    // announce the selection until the toolbar listens.
    await waitFor(() => {
      select(container.querySelector('[data-box-id="2"]')!, 26, 31); // "first" (plain text 27-32: the rendered text has no newline)
      fireEvent(document, new Event('selectionchange'));
      expect(screen.getByRole('toolbar', { name: 'Selected text' })).toBeTruthy();
    });
    fireEvent.click(screen.getByRole('button', { name: 'Suggest a change' }));
    const suggested = screen.getByRole('textbox', { name: 'Suggested text' }) as HTMLTextAreaElement;
    expect(suggested.value).toBe('first');
    fireEvent.change(suggested, { target: { value: 'last' } });
    fireEvent.click(screen.getByRole('button', { name: 'Suggest' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Access denied');
    fireEvent.click(screen.getByRole('button', { name: 'Suggest' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(onCreate).toHaveBeenLastCalledWith({
      type: 4,
      body: '',
      suggestion: { box_id: 2, start: 27, end: 32, deleted: 'first', inserted: 'last', prefix: 'Payment\nRent is due on the ', suffix: ' day of each month.' },
    });

    fireEvent.click(screen.getAllByRole('button', { name: 'Comment on this section' })[1]!);
    fireEvent.change(screen.getByRole('textbox', { name: 'Comment' }), { target: { value: ' Fine by me ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Post comment' }));
    await waitFor(() => expect(onCreate).toHaveBeenLastCalledWith({ type: 3, body: 'Fine by me', comment_scope: { box_id: 2 } }));
  });
});
