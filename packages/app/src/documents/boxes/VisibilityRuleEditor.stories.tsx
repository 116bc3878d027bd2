import { BoxType } from '@inkflow/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { emptyBox, type EditorBox } from './EditorBox.js';
import { VisibilityRuleEditor } from './VisibilityRuleEditor.js';

const data = [
  { key: 'data_field', value: { key: 'plan', name: 'Plan', type: 'select', value: 'basic' } },
  { key: 'data_field', value: { key: 'insured', name: 'Home insurance', type: 'checkbox', value: false } },
];

/** The visibility rule of one section, its state kept in the story. */
function Stateful({ initial }: { initial: EditorBox }) {
  const [box, setBox] = useState(initial);
  return <VisibilityRuleEditor box={box} data={data} onChange={setBox} n={2} />;
}

/** A section's "Visibility" control: Always, or all / any of conditions over data fields. */
const meta = {
  title: 'App/Editor/VisibilityRuleEditor',
  component: Stateful,
  args: { initial: emptyBox(BoxType.Text) },
} satisfies Meta<typeof Stateful>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Always: Story = {};

/** Shown only when insured: hidden with the current values. */
export const HiddenNow: Story = {
  args: { initial: { ...emptyBox(BoxType.Text), config: { visibility: { rule: { any: [{ field: 'insured', operator: 'is_checked' }, { field: 'plan', operator: 'equals', value: 'premium' }] } } } } },
};
