import type { Meta, StoryObj } from '@storybook/react-vite';
import '../documentPage.css';
import { DocumentLayout } from './DocumentLayout.js';

const header = (
  <header className="doc-header">
    <h1 className="doc-header__name">Apartment rental agreement</h1>
  </header>
);
const paper = (
  <div className="doc-paper-wrap">
    <article className="doc-paper" aria-label="Contract">
      <h2>Apartment rental agreement</h2>
      <p>The landlord rents the apartment at Storgatan 1 to the tenant.</p>
      <p>Rent is paid monthly in advance.</p>
    </article>
  </div>
);
const sidebar = (
  <div className="side-panels">
    <h2>Participants</h2>
    <p>Sam Signer</p>
  </div>
);

/** The document page's frame: sticky header, the paper on the grey surface, the sidebar column; stacked under 840 px. */
const meta = {
  title: 'App/Documents/Page/DocumentLayout',
  component: DocumentLayout,
  args: { header, sidebar, children: paper },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof DocumentLayout>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Desktop: Story = {};
/** Nothing in the sidebar yet. */
export const EmptySidebar: Story = { args: { sidebar: null } };
/** Under 840 px the columns stack. */
export const Narrow: Story = { decorators: [(Story) => <div style={{ maxWidth: 375 }}><Story /></div>] };
