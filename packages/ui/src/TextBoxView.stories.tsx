import type { Meta, StoryObj } from '@storybook/react-vite';
import { TextBoxView } from '@inkflow/ui';

const text = (t: string, marks: Record<string, unknown> = {}) => ({ text: t, ...marks });
const item = (t: string) => ({ type: 'list-item', children: [text(t)] });
const cell = (t: string) => ({ type: 'table-cell', children: [text(t)] });
const placeholder = (key: string) => ({ type: 'data-field', key, children: [{ text: '' }] });

/** The read-only rich text of a text box (§3 type 10): every node type, placeholders filled from the data fields. */
const meta = {
  title: 'UI/TextBoxView',
  component: TextBoxView,
  args: {
    content: {
      nodes: [
        { type: 'heading', level: 1, children: [text('Rental terms')] },
        { type: 'paragraph', children: [text('The tenant '), placeholder('tenant'), text(' rents the flat from '), placeholder('start'), text('.')] },
        { type: 'heading', level: 2, children: [text('Included')] },
        { type: 'bulleted-list', children: [item('Two keys'), item('Parking space'), { type: 'numbered-list', children: [item('Spot 14')] }] },
        { type: 'table', children: [{ type: 'table-row', children: [cell('Room'), cell('Size')] }, { type: 'table-row', children: [cell('Kitchen'), cell('12 m²')] }] },
        {
          type: 'paragraph',
          children: [
            text('Read the '),
            { type: 'link', url: 'https://example.com/house-rules', children: [text('house rules', { underline: true })] },
            text(' in ', { italic: true }),
            text('Courier Prime', { bold: true, font: 'Courier Prime' }),
            text('.'),
          ],
        },
      ],
    },
    data: [
      { key: 'data_field', value: { key: 'tenant', name: 'Tenant', value: 'Tom Tenant', type: 'text' } },
      { key: 'data_field', value: { key: 'start', name: 'Start date', value: '', type: 'date' } },
    ],
  },
} satisfies Meta<typeof TextBoxView>;
export default meta;

type Story = StoryObj<typeof meta>;

export const EveryNodeType: Story = {};

export const Empty: Story = { args: { content: { nodes: [] }, data: [] } };
