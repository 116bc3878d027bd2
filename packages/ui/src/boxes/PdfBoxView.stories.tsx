import type { Meta, StoryObj } from '@storybook/react-vite';
import { ApiError, BoxType, type Box } from '@inkflow/core';
import { PdfBoxView } from './PdfBoxView.js';
import { sampleSectionsAgreement } from '../stories/sampleSectionsAgreement.js';
import { samplePdfBytes } from './samplePdfBytes.js';

const agreement = sampleSectionsAgreement();
const box = { id: 30, type: BoxType.Pdf, content: { asset_id: 1 }, config: {} } as Box;

/** An asset fetcher answering every id with a PDF of `pages` pages. */
const pdfApi = (pages: number) => ({ asset: async () => new Blob([samplePdfBytes(pages) as BlobPart], { type: 'application/pdf' }) });
const failing = (error: unknown) => ({ asset: () => Promise.reject(error) });

/** The PDF section (§3 Box type 3): pages drawn with pdfjs as they scroll into view. */
const meta = {
  title: 'UI/Boxes/PdfBoxView',
  component: PdfBoxView,
  args: { agreement, box, api: pdfApi(3) },
} satisfies Meta<typeof PdfBoxView>;
export default meta;

type Story = StoryObj<typeof meta>;

export const ThreePages: Story = {};

/** The 200-page maximum: only the pages near the viewport are drawn. */
export const TwoHundredPages: Story = { args: { api: pdfApi(200) } };

export const Processing: Story = { args: { api: failing(new ApiError(409, { status_code: 409, api_error_code: 'ASSET_PROCESSING', message: 'Processing' })) } };

export const ProcessingFailed: Story = { args: { api: failing(new ApiError(400, { status_code: 400, api_error_code: 'ASSET_PROCESSING_FAILED', message: 'Failed' })) } };

export const Offline: Story = { args: { api: failing(new TypeError('Failed to fetch')) } };
