import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { appResources } from '../../i18n/createAppI18n.js';
import { RichTextEditor, type RichTextEditorProps } from './RichTextEditor.js';

const text = (t: string, marks: Record<string, unknown> = {}) => ({ text: t, ...marks });
const item = (t: string) => ({ type: 'list-item', children: [text(t)] });
const cell = (t: string) => ({ type: 'table-cell', children: [text(t)] });

/** The editor with its data held in story state, so new data fields show in the Data field choice. */
function Editor(props: RichTextEditorProps) {
  // The app adds its namespaces in createAppI18n; Storybook's instance is core's.
  const { i18n } = useTranslation();
  if (!i18n.hasResourceBundle('en', 'richtext')) i18n.addResourceBundle('en', 'richtext', appResources.richtext, true, false);
  const [data, setData] = useState(props.data);
  return <RichTextEditor {...props} data={data} onDataChange={setData} />;
}

/** The rich-text editor of a text box (§3 type 10): toolbar and Slate editable. */
const meta = {
  title: 'App/RichTextEditor',
  component: Editor,
  args: {
    section: 'Section 1: Text',
    content: {},
    data: [{ key: 'data_field', value: { key: 'tenant', name: 'Tenant', value: 'Tom Tenant', type: 'text' } }],
    onChange: () => {},
    onDataChange: () => {},
  },
} satisfies Meta<typeof Editor>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const EveryNodeType: Story = {
  args: {
    content: {
      nodes: [
        { type: 'heading', level: 1, children: [text('Rental terms')] },
        { type: 'paragraph', children: [text('The tenant '), { type: 'data-field', key: 'tenant', children: [{ text: '' }] }, text(' pays on the '), text('first', { bold: true }), text(' of each month.')] },
        { type: 'bulleted-list', children: [item('Two keys'), item('Parking space')] },
        { type: 'table', children: [{ type: 'table-row', children: [cell('Room'), cell('Size')] }, { type: 'table-row', children: [cell('Kitchen'), cell('12 m²')] }] },
        { type: 'paragraph', children: [text('See the '), { type: 'link', url: 'https://example.com/rules', children: [text('house rules')] }, text(' in Courier Prime.', { font: 'Courier Prime' })] },
      ],
    },
  },
};
