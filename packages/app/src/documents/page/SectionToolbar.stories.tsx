import { BoxType } from '@inkflow/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { TooltipProvider } from '../../design/index.js';
import { emptyBox } from '../boxes/EditorBox.js';
import '../documentPage.css';
import { SectionToolbar } from './SectionToolbar.js';

/** The tools of one section (handle, move, collapse, visibility, done, delete), shown on the paper as on hover. */
const meta = {
  title: 'App/Documents/Page/SectionToolbar',
  component: SectionToolbar,
  args: {
    box: emptyBox(BoxType.Text),
    n: 2,
    count: 3,
    data: [],
    collapsed: false,
    editing: false,
    handleRef: null,
    onMove: () => undefined,
    onToggleCollapsed: () => undefined,
    onDone: () => undefined,
    onDelete: () => undefined,
    onChange: () => undefined,
    onDragHandle: () => undefined,
  },
  decorators: [
    (Story) => (
      <TooltipProvider>
        {/* The toolbar fades in on hover/focus; the story keeps it visible. */}
        <style>{'.section-toolbar-story .doc-section__toolbar { opacity: 1; }'}</style>
        <div className="doc-page section-toolbar-story" style={{ padding: 'var(--ink-space-8) var(--ink-space-4)' }}>
          <div className="doc-paper">
            <section className="doc-section" aria-label="Section 2: Text">
              <Story />
              <p>The landlord rents the apartment at Storgatan 1 to the tenant.</p>
            </section>
          </div>
        </div>
      </TooltipProvider>
    ),
  ],
} satisfies Meta<typeof SectionToolbar>;
export default meta;

type Story = StoryObj<typeof meta>;

/** A middle section: move up and down both enabled. */
export const Middle: Story = {};
/** The first section: Move up is disabled. */
export const First: Story = { args: { n: 1 } };
/** The last section: Move down is disabled. */
export const Last: Story = { args: { n: 3 } };
/** A collapsed section offers Expand. */
export const Collapsed: Story = { args: { collapsed: true } };
/** A data section open in its editor: Done returns it to the document view. */
export const Editing: Story = { args: { box: emptyBox(BoxType.Duration), editing: true } };
/** On a phone the toolbar wraps above the section. */
export const Narrow: Story = { args: { editing: true, box: emptyBox(BoxType.FormInput) }, decorators: [(Story) => <div style={{ maxWidth: 375 }}><Story /></div>] };
