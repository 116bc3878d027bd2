import { dataFieldsByKey } from '@inkflow/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { createEditor, Transforms, type Descendant, type Path } from 'slate';
import { withHistory } from 'slate-history';
import { Editable, Slate, withReact, type RenderElementProps, type RenderLeafProps } from 'slate-react';
import { RichTextElement, RichTextLeaf } from './renderRichText.js';
import { withRichText } from './richTextCommands.js';
import './richText.css';
import { Toolbar } from './Toolbar.js';

const text = (t: string, marks: Record<string, unknown> = {}) => ({ text: t, ...marks });
const cell = (t: string) => ({ type: 'table-cell', children: [text(t)] });
const storyData: unknown[] = [{ key: 'data_field', value: { key: 'tenant', name: 'Tenant', value: 'Tom Tenant', type: 'text' } }];
const nodes = [
  { type: 'heading', level: 2, children: [text('Rental terms')] },
  { type: 'paragraph', children: [text('Rent is paid on the '), text('first', { bold: true, underline: true }), text(' of each month.')] },
  { type: 'bulleted-list', children: [{ type: 'list-item', children: [text('Two keys')] }] },
  { type: 'table', children: [{ type: 'table-row', children: [cell('Room'), cell('Size')] }] },
  { type: 'paragraph', children: [text('See the '), { type: 'link', url: 'https://example.com/rules', children: [text('house rules')] }, text('.')] },
] as unknown as Descendant[];

/**
 * The toolbar over a small document with the caret placed at `at` (a text path), so the buttons
 * show the state of that spot: heading, bold, list, table, link.
 */
function ToolbarStory({ at }: { at: Path }) {
  const [data, setData] = useState(storyData);
  const [editor] = useState(() => {
    const e = withRichText(withHistory(withReact(createEditor())));
    e.children = nodes;
    Transforms.select(e, { path: at, offset: 1 });
    return e;
  });
  const fields = dataFieldsByKey(data);
  return (
    <div className="rich-text">
      <Slate editor={editor} initialValue={nodes}>
        <Toolbar section="Section 1: Text" data={data} onDataChange={setData} fields={fields} />
        <Editable
          className="rt-editable"
          aria-label="Section 1: Text content"
          renderElement={(props: RenderElementProps) => <RichTextElement {...props} fields={fields} />}
          renderLeaf={(props: RenderLeafProps) => <RichTextLeaf {...props} />}
        />
      </Slate>
    </div>
  );
}

/** The rich-text toolbar: block type, lists, marks, link, table, data field and font; pressed buttons show the caret's formatting. */
const meta = {
  title: 'App/Documents/RichText/Toolbar',
  component: ToolbarStory,
  args: { at: [1, 0] },
} satisfies Meta<typeof ToolbarStory>;
export default meta;

type Story = StoryObj<typeof meta>;

/** The caret in a plain paragraph. */
export const InParagraph: Story = {};
/** In a heading: Heading 2 is pressed. */
export const InHeading: Story = { args: { at: [0, 0] } };
/** In bold, underlined words: Bold and Underline are pressed. */
export const InBoldText: Story = { args: { at: [1, 1] } };
/** In a list item: Bulleted list is pressed. */
export const InList: Story = { args: { at: [2, 0, 0] } };
/** In a table: Add row and Add column are offered. */
export const InTable: Story = { args: { at: [3, 0, 0, 0] } };
/** In a link: Link is pressed and Remove link offered. */
export const InLink: Story = { args: { at: [4, 1, 0] } };
/** The link form open. */
export const LinkForm: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const link = canvasElement.querySelector<HTMLButtonElement>('button[title="Link"]');
    if (link) await userEvent.click(link);
  },
};
/** The data field choice open. */
export const DataFieldChoice: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const field = canvasElement.querySelector<HTMLButtonElement>('button[title="Data field"]');
    if (field) await userEvent.click(field);
  },
};
/** At a phone's width the tools wrap. */
export const Narrow: Story = { decorators: [(Story) => <div style={{ maxWidth: 343 }}><Story /></div>] };
