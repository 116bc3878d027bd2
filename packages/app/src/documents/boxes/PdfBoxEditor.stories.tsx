import { BoxType } from '@inkflow/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
// The ui package's in-memory sample PDF (story-only; ui exports no story helpers).
import { samplePdfBytes } from '@inkflow/ui/samplePdfBytes';
import { failingFetch, jsonResponse, pendingFetch, routeFetch } from '../storyFetch.js';
import { withDocumentStory } from '../withDocumentStory.js';
import type { EditorBox } from './EditorBox.js';
import { PdfBoxEditor } from './PdfBoxEditor.js';
import { sampleEditorAgreement } from './sampleEditorAgreement.js';

const agreement = sampleEditorAgreement();
const pdfBox = (assetId: number | null): EditorBox => ({ key: 'story-pdf', type: BoxType.Pdf, content: { asset_id: assetId }, config: {} });
const pdf = () => new Response(new Blob([samplePdfBytes(3) as BlobPart], { type: 'application/pdf' }), { status: 200, headers: { 'content-type': 'application/pdf' } });
const uploaded = { id: 41, agreement_id: agreement.id, asset_type: 'pdf', mime_type: 'application/pdf', name: 'Floor plan.pdf', size: 2048, page_count: 3, state: 'ready', created: '2026-11-24T09:00:00.000Z' };
const server = routeFetch({ 'GET /api/assets/41': pdf, [`POST /api/agreements/${agreement.id}/assets/`]: () => jsonResponse(201, uploaded) }, { delayMs: 400 });

/** The section held in story state, so an upload, replace or remove shows at once. */
function PdfEditorStory({ assetId }: { assetId: number | null }) {
  const [box, setBox] = useState(() => pdfBox(assetId));
  return <PdfBoxEditor box={box} onChange={setBox} agreement={agreement} data={[]} onDataChange={() => undefined} label="Section 1: PDF" />;
}

/** Chooses a small PDF in the story's file input, as a user would. */
const choosePdf: Story['play'] = async ({ canvasElement, userEvent }) => {
  const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]');
  if (input) await userEvent.upload(input, new File([samplePdfBytes(1) as BlobPart], 'Floor plan.pdf', { type: 'application/pdf' }));
};

/** The PDF section editor: Upload PDF, Replace PDF, Remove PDF, and the pages as readers will see them. */
const meta = {
  title: 'App/Documents/Boxes/PdfBoxEditor',
  component: PdfEditorStory,
  args: { assetId: null },
  decorators: [withDocumentStory(server)],
} satisfies Meta<typeof PdfEditorStory>;
export default meta;

type Story = StoryObj<typeof meta>;

/** No PDF yet: Upload PDF and a hint. */
export const Empty: Story = {};
/** A three-page PDF: Replace, Remove and its pages. */
export const WithPdf: Story = { args: { assetId: 41 } };
/** An upload under way: the button says so and is disabled. */
export const Uploading: Story = { decorators: [withDocumentStory(pendingFetch)], play: choosePdf };
/** A refused upload (§8 4505, over 200 pages): the reason in an alert; the section is unchanged. */
export const UploadRefused: Story = { decorators: [withDocumentStory(failingFetch(400, 4505, 'Too many pages'))], play: choosePdf };
