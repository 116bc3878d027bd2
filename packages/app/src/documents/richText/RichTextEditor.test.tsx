// @vitest-environment jsdom
import { richTextNodesSchema, type TextBlock } from '@inkflow/core';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { Editor, Transforms } from 'slate';
import { ELEMENT_TO_NODE } from 'slate-dom';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createAppI18n } from '../../i18n/createAppI18n.js';
import { RichTextEditor } from './RichTextEditor.js';

let i18n: I18n;
beforeAll(async () => {
  i18n = await createAppI18n('en');
});
afterEach(cleanup);

/**
 * The Slate editor behind an editable. jsdom has no beforeinput with target ranges, so tests
 * type through the editor's own insertText at a selection instead of keyboard events.
 */
function editorOf(editable: HTMLElement): Editor {
  return ELEMENT_TO_NODE.get(editable) as Editor;
}
/** Runs `change` and lets Slate's onChange (a microtask) and React's updates settle. */
async function settle(change: () => void) {
  await act(async () => change());
}
async function typeAtEnd(editable: HTMLElement, text: string) {
  const editor = editorOf(editable);
  await settle(() => {
    Transforms.select(editor, Editor.end(editor, []));
    editor.insertText(text);
  });
}

function setup(data: unknown[] = [], content: Record<string, unknown> = {}) {
  const changes: TextBlock[][] = [];
  const dataChanges: unknown[][] = [];
  render(
    <I18nextProvider i18n={i18n}>
      <RichTextEditor content={content} data={data} onDataChange={(d) => dataChanges.push(d)} section="Section 1: Text" onChange={(nodes) => changes.push(nodes)} />
    </I18nextProvider>,
  );
  const editable = screen.getByRole('textbox', { name: 'Section 1: Text content' });
  return { editable, changes, dataChanges, last: () => changes[changes.length - 1]! };
}
const button = (name: string) => screen.getByRole('button', { name });
const click = (name: string) => settle(() => fireEvent.click(button(name)));

describe('RichTextEditor', async () => {
  it('emits valid nodes as text is typed and formatted from the toolbar', async () => {
    const { editable, last } = setup();
    await typeAtEnd(editable, 'Terms');
    await click('Heading 2');
    expect(button('Heading 2').getAttribute('aria-pressed')).toBe('true');
    expect(last()).toEqual([{ type: 'heading', level: 2, children: [{ text: 'Terms' }] }]);
    expect(editable.querySelector('h4')?.textContent).toBe('Terms');

    await settle(() => editorOf(editable).insertBreak());
    await click('Bulleted list');
    await click('Bold');
    await typeAtEnd(editable, 'Keys');
    expect(last()[1]).toEqual({ type: 'bulleted-list', children: [{ type: 'list-item', children: [{ text: 'Keys', bold: true }] }] });
    expect(editable.querySelector('ul li strong')?.textContent).toBe('Keys');

    await settle(() => fireEvent.change(screen.getByLabelText('Font'), { target: { value: 'Courier Prime' } }));
    await typeAtEnd(editable, '!');
    expect(JSON.stringify(last())).toContain('"font":"Courier Prime"');
    expect(richTextNodesSchema.safeParse(last()).success).toBe(true);
  });

  it('links the selection only to http, https or mailto URLs', async () => {
    const { editable, last } = setup([], { nodes: [{ type: 'paragraph', children: [{ text: 'See the terms' }] }] });
    const editor = editorOf(editable);
    await settle(() => Transforms.select(editor, { anchor: { path: [0, 0], offset: 8 }, focus: { path: [0, 0], offset: 13 } }));
    await click('Link');
    fireEvent.change(screen.getByLabelText('Link URL'), { target: { value: 'javascript:alert(1)' } });
    await click('Apply');
    expect(screen.getByRole('alert').textContent).toContain('http://');
    fireEvent.change(screen.getByLabelText('Link URL'), { target: { value: 'https://example.com/terms' } });
    await click('Apply');
    expect(screen.queryByLabelText('Link URL')).toBeNull();
    expect(last()[0]).toMatchObject({ children: [{ text: 'See the ' }, { type: 'link', url: 'https://example.com/terms', children: [{ text: 'terms' }] }, { text: '' }] });
  });

  it('inserts a placeholder of a new data field and adds the field to the data', async () => {
    const { editable, last, dataChanges } = setup([{ key: 'data_field', value: { key: 'tenant', name: 'Tenant', value: 'Tom' } }]);
    await typeAtEnd(editable, 'Rent: ');
    await click('Data field');
    const choice = screen.getByLabelText('Data field to insert') as HTMLSelectElement;
    expect(choice.value).toBe('tenant');
    fireEvent.change(choice, { target: { value: '' } });
    await click('Insert');
    expect(screen.getByRole('alert').textContent).toBe('Enter a key');
    fireEvent.change(screen.getByLabelText('Data field key'), { target: { value: 'tenant' } });
    await click('Insert');
    expect(screen.getByRole('alert').textContent).toBe('A data field with this key already exists');
    fireEvent.change(screen.getByLabelText('Data field key'), { target: { value: 'rent' } });
    fireEvent.change(screen.getByLabelText('Data field name'), { target: { value: 'Monthly rent' } });
    await click('Insert');
    expect(dataChanges).toEqual([[{ key: 'data_field', value: { key: 'tenant', name: 'Tenant', value: 'Tom' } }, { key: 'data_field', value: { key: 'rent', name: 'Monthly rent', value: '', type: 'text' } }]]);
    expect(last()[0]).toEqual({ type: 'paragraph', children: [{ text: 'Rent: ' }, { type: 'data-field', key: 'rent', children: [{ text: '' }] }, { text: '' }] });
    // The chip names the field; this editor's data prop has not been updated by the test, so it shows the key.
    expect(editable.querySelector('[data-field-key="rent"]')?.textContent).toContain('[rent]');
  });

  it('inserts a table and grows it from the toolbar', async () => {
    const { editable, last } = setup();
    expect(button('Add row')).toHaveProperty('disabled', true);
    await typeAtEnd(editable, '');
    await click('Table');
    await typeAtEnd(editable, '');
    const editor = editorOf(editable);
    await settle(() => {
      Transforms.select(editor, Editor.start(editor, [0, 0, 0]));
      editor.insertText('A1');
    });
    await click('Add row');
    await click('Add column');
    expect(editable.querySelectorAll('table tr')).toHaveLength(3);
    expect(editable.querySelectorAll('table tr:first-child td')).toHaveLength(3);
    expect(editable.querySelector('td')?.textContent).toBe('A1');
    expect(richTextNodesSchema.safeParse(last()).success).toBe(true);
  });
});
