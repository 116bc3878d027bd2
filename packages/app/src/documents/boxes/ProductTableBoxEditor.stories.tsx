import { BoxType } from '@inkflow/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { BoxEditorHarness } from './BoxEditorHarness.js';
import { sampleEditorAgreement } from './sampleEditorAgreement.js';

/** Product table editor: columns, products and live exact sums. */
const meta = {
  title: 'App/Editor/ProductTableBoxEditor',
  component: BoxEditorHarness,
  args: { agreement: sampleEditorAgreement(), box: BoxType.ProductTable },
} satisfies Meta<typeof BoxEditorHarness>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

/** Two products; 3 × 19.99 at 25 % tax is exactly 74.96. */
export const WithProducts: Story = {
  args: {
    box: {
      key: 'story-products',
      type: BoxType.ProductTable,
      content: {
        rows: [
          { uuid: 'r1', cells: { name: 'Washing machine' }, quantity: '1', price: '4999.00', discount: '10', tax: '25' },
          { uuid: 'r2', cells: { name: 'Cleaning, per visit' }, quantity: '3', price: '19.99', discount: '0', tax: '25' },
        ],
      },
      config: {
        columns: [
          { key: 'name', label: 'Appliance or service', uuid: 'c1' },
          { key: 'price', label: 'Monthly price excluding VAT', uuid: 'c2' },
        ],
      },
    },
  },
};
