import { AgreementState, ApiError, type ApiClient } from '@inkflow/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { SealedPdfDownload } from './SealedPdfDownload.js';
import { createStoryApiClient } from './stories/createStoryApiClient.js';
import { sampleAgreement } from './stories/sampleAgreement.js';

const agreement = sampleAgreement({ signed: true, state: AgreementState.Signed });
/** The story client with `sealedPdf` answering as given. */
const withSealedPdf = (sealedPdf: ApiClient['sealedPdf']): ApiClient => ({ ...createStoryApiClient(agreement), sealedPdf });
const sealing = () => Promise.reject(new ApiError(409, { status_code: 409, api_error_code: 'ASSET_PROCESSING', message: 'Processing' }));

/** Clicks "Download signed PDF". */
const clickDownload: Story['play'] = async ({ canvasElement, userEvent }) => {
  const button = canvasElement.querySelector('button');
  if (button) await userEvent.click(button);
};

/** "Download signed PDF" of a concluded agreement: fetched with the caller's credentials; "Sealing…" while the seal is made. */
const meta = {
  title: 'UI/SealedPdfDownload',
  component: SealedPdfDownload,
  args: { api: createStoryApiClient(agreement, { delayMs: 400 }), agreement, retryMs: 2000 },
} satisfies Meta<typeof SealedPdfDownload>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Ready: a click downloads the PDF. */
export const Ready: Story = {};
/** The download under way. */
export const Downloading: Story = { args: { api: withSealedPdf(() => new Promise<Blob>(() => undefined)) }, play: clickDownload };
/** The seal is still being made (409 ASSET_PROCESSING): "Sealing…", asking again every 2 s. */
export const Sealing: Story = { args: { api: withSealedPdf(sealing) }, play: clickDownload };
/** Any other failure says so; the button can be clicked again. */
export const Failed: Story = { args: { api: withSealedPdf(() => Promise.reject(new TypeError('Failed to fetch'))) }, play: clickDownload };
