import { BoxType } from '@inkflow/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import '../documentPage.css';
import { emptyBox, type EditorBox } from '../boxes/EditorBox.js';
import { sampleEditorAgreement } from '../boxes/sampleEditorAgreement.js';
import type { AgreementDraft } from '../useAgreementDraft.js';
import { DocumentCanvas } from './DocumentCanvas.js';

const paragraph = (text: string): EditorBox => ({ key: `p-${text}`, type: BoxType.Text, content: { nodes: [{ type: 'paragraph', children: [{ text }] }] }, config: {} });

/** The canvas with a draft held in memory (no server): every edit, insert and move shows at once. */
function CanvasStory({ boxes: initial }: { boxes: EditorBox[] }) {
  const [boxes, setBoxes] = useState(initial);
  const [data, setData] = useState<unknown[]>([]);
  const draft: AgreementDraft = {
    name: 'Apartment rental agreement',
    boxes,
    data,
    dirty: false,
    status: 'saved',
    error: null,
    setName: () => undefined,
    setBoxes,
    updateBox: (key, box) => setBoxes((current) => current.map((b) => (b.key === key ? box : b))),
    setData,
    save: () => Promise.resolve(true),
    keepMine: () => Promise.resolve(true),
    takeTheirs: () => undefined,
    checksum: () => 'story',
    hasUnsavedEdits: () => false,
    reloadFrom: () => ({ content: { name: 'Apartment rental agreement', boxes, data }, conflicts: [], otherConflict: false }),
    hold: () => undefined,
  };
  return (
    <div className="doc-page" style={{ padding: 24 }}>
      <DocumentCanvas draft={draft} agreement={sampleEditorAgreement()} />
    </div>
  );
}

/** The contract on paper, edited in place: section toolbar on hover/focus, "+" between sections. */
const meta = {
  title: 'App/Documents/DocumentCanvas',
  component: CanvasStory,
  args: { boxes: [paragraph('The landlord rents the apartment at Storgatan 1 to the tenant.'), paragraph('Rent is paid monthly in advance.')] },
} satisfies Meta<typeof CanvasStory>;
export default meta;

type Story = StoryObj<typeof meta>;

export const TwoTextSections: Story = {};
/** A new contract: one empty text section to type in. */
export const Empty: Story = { args: { boxes: [emptyBox(BoxType.Text)] } };
/** Every section type, the data sections shown as the counterparty sees them until opened. */
export const EverySectionType: Story = {
  args: { boxes: [paragraph('Terms.'), emptyBox(BoxType.Duration), emptyBox(BoxType.FormInput), emptyBox(BoxType.ProductTable), emptyBox(BoxType.Attachments)] },
};
