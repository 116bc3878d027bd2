import type { Meta, StoryObj } from '@storybook/react-vite';
import '../documentPage.css';
import { InsertSectionMenu } from './InsertSectionMenu.js';

/** The "+" between sections (and "Add section" at the end of the paper): a menu of every section type. */
const meta = {
  title: 'App/Documents/Page/InsertSectionMenu',
  component: InsertSectionMenu,
  args: { label: 'Insert a section after section 2', onInsert: () => undefined },
  decorators: [
    (Story) => (
      <div className="doc-page" style={{ padding: 'var(--ink-space-6)' }}>
        <div className="doc-paper">
          <Story />
        </div>
      </div>
    ),
  ],
} satisfies Meta<typeof InsertSectionMenu>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Between two sections: a small "+". */
export const BetweenSections: Story = {};
/** At the end of the paper: "+ Add section". */
export const AtEnd: Story = { args: { label: 'Add a section at the end', atEnd: true } };
