import type { Meta, StoryObj } from '@storybook/react-vite';
import { ApiError, AgreementState, SignMethod } from '@inkflow/core';
import { GuestSigning } from '@inkflow/ui';
import { createStoryApiClient } from './stories/createStoryApiClient.js';
import { sampleAgreement } from './stories/sampleAgreement.js';

/** The guest signing flow against an in-memory API client (createStoryApiClient). */
const meta = {
  title: 'UI/GuestSigning',
  component: GuestSigning,
  args: { agreementId: 7, api: createStoryApiClient(sampleAgreement(), { delayMs: 400 }) },
} satisfies Meta<typeof GuestSigning>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Standard: Story = {};

export const Handwritten: Story = {
  args: { api: createStoryApiClient(sampleAgreement({ signMethod: SignMethod.Handwritten }), { delayMs: 400 }) },
};

export const AlreadySigned: Story = { args: { api: createStoryApiClient(sampleAgreement({ signed: true })) } };

export const NotSignable: Story = { args: { api: createStoryApiClient(sampleAgreement({ state: AgreementState.Cancelled })) } };

export const StaleChecksum: Story = {
  args: {
    api: createStoryApiClient(sampleAgreement(), {
      signError: new ApiError(409, { status_code: 409, api_error_code: 4002, message: 'The contract version is not up to date, refresh' }),
    }),
  },
};

export const NotFound: Story = {
  args: { api: createStoryApiClient(sampleAgreement(), { loadError: new ApiError(404, { status_code: 404, api_error_code: 'NOT_FOUND', message: 'Invalid agreement Id' }) }) },
};
