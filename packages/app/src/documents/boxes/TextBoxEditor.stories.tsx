import { BoxType } from '@inkflow/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import type { EditorBox } from './EditorBox.js';
import { sampleEditorAgreement } from './sampleEditorAgreement.js';
import { TextBoxEditor } from './TextBoxEditor.js';

const text = (t: string, marks: Record<string, unknown> = {}) => ({ text: t, ...marks });
const tenant: unknown[] = [{ key: 'data_field', value: { key: 'tenant', name: 'Tenant', value: 'Tom Tenant', type: 'text' } }];

/** The text section and the agreement's data held in story state, as the draft holds them. */
function TextEditorStory({ nodes }: { nodes: unknown[] }) {
  const [box, setBox] = useState<EditorBox>({ key: 'story-text', type: BoxType.Text, content: nodes.length ? { nodes } : {}, config: {} });
  const [data, setData] = useState(tenant);
  return <TextBoxEditor box={box} onChange={setBox} agreement={sampleEditorAgreement()} data={data} onDataChange={setData} label="Section 1: Text" />;
}

/** The text section editor (§3 type 10): the rich-text editor saving its nodes under `content.nodes`. */
const meta = {
  title: 'App/Documents/Boxes/TextBoxEditor',
  component: TextEditorStory,
  args: { nodes: [] },
} satisfies Meta<typeof TextEditorStory>;
export default meta;

type Story = StoryObj<typeof meta>;

/** A new section: one empty paragraph. */
export const Empty: Story = {};
/** Headings, marks, a data field placeholder and a list. */
export const Filled: Story = {
  args: {
    nodes: [
      { type: 'heading', level: 1, children: [text('Rental terms')] },
      { type: 'paragraph', children: [text('The tenant '), { type: 'data-field', key: 'tenant', children: [{ text: '' }] }, text(' pays on the '), text('first', { bold: true }), text(' of each month.')] },
      { type: 'bulleted-list', children: [{ type: 'list-item', children: [text('Two keys')] }, { type: 'list-item', children: [text('Parking space')] }] },
    ],
  },
};
/** At a phone's width. */
export const Narrow: Story = { ...Filled, decorators: [(Story) => <div style={{ maxWidth: 343 }}><Story /></div>] };
