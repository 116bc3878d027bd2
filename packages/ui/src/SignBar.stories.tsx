import type { Meta, StoryObj } from '@storybook/react-vite';
import { SignBar } from './SignBar.js';

/** The sticky sign bar of the guest page: progress, Next required field, Finish signing. */
const meta = {
  title: 'UI/SignBar',
  component: SignBar,
  args: { progress: { total: 5, empty: ['a', 'b'] }, onNext: () => {}, onSign: () => {} },
} satisfies Meta<typeof SignBar>;
export default meta;

type Story = StoryObj<typeof meta>;

export const FieldsLeft: Story = {};

export const AllFilled: Story = { args: { progress: { total: 5, empty: [] } } };

/** No required inputs: only the Sign action. */
export const NoRequiredFields: Story = { args: { progress: { total: 0, empty: [] } } };
