import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import '../documentPage.css';
import { InlineName } from './InlineName.js';

/** Holds the name in memory so a rename shows at once. */
function InlineNameStory({ name: initial }: { name: string }) {
  const [name, setName] = useState(initial);
  return (
    <div className="doc-header" style={{ maxWidth: 640 }}>
      <InlineName name={name} onRename={setName} />
    </div>
  );
}

/** The contract name as the page heading: click or Enter renames in place, Escape cancels. */
const meta = {
  title: 'App/Documents/Page/InlineName',
  component: InlineNameStory,
  args: { name: 'Apartment rental agreement' },
} satisfies Meta<typeof InlineNameStory>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Named: Story = {};
/** No name yet: "Untitled" stands in. */
export const Untitled: Story = { args: { name: '' } };
/** A long name wraps instead of widening the page. */
export const LongName: Story = { args: { name: 'Framework agreement for the delivery of consulting services to the northern region offices, 2027–2029' } };
/** The input open for renaming. */
export const Editing: Story = {
  play: ({ canvasElement }) => {
    canvasElement.querySelector<HTMLButtonElement>('.doc-header__name-button')?.click();
  },
};
