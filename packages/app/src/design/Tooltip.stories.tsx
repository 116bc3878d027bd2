import type { Meta, StoryObj } from '@storybook/react-vite';
import { Tooltip, TooltipProvider } from './Tooltip.js';

/** A hint on hover and keyboard focus after the §9 300 ms delay. */
const meta = {
  title: 'Design/Tooltip',
  component: Tooltip,
  args: {
    content: 'Download the signed PDF',
    children: (
      <button type="button" className="button" aria-label="Download">
        ↓
      </button>
    ),
  },
  decorators: [
    (Story) => (
      <TooltipProvider>
        <div style={{ padding: 48 }}>
          <Story />
        </div>
      </TooltipProvider>
    ),
  ],
} satisfies Meta<typeof Tooltip>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Top: Story = {};

export const Bottom: Story = { args: { side: 'bottom' } };

export const LongText: Story = { args: { content: 'Sections hidden by a visibility rule are left out of the signed PDF.' } };
