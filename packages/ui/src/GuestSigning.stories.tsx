import type { Meta, StoryObj } from '@storybook/react-vite';
import { ApiError, AgreementState, SignMethod } from '@inkflow/core';
import { GuestSigning } from '@inkflow/ui';
import { createStoryApiClient } from './stories/createStoryApiClient.js';
import { sampleAgreement } from './stories/sampleAgreement.js';
import { sampleSectionsAgreement } from './stories/sampleSectionsAgreement.js';

/** A signer who still has to fill a required input (the progress bar and "Next required field"). */
const withEmptyRequired = () => {
  const agreement = sampleSectionsAgreement();
  agreement.data = agreement.data.map((d) => ((d as { value: { key: string } }).value.key === 'tenant_phone' ? { key: 'data_field', value: { ...(d as { value: object }).value, value: '' } } : d));
  return agreement;
};

/** A second signatory who has not signed yet: signing here is not the last signature. */
const withOtherSigner = () => {
  const agreement = sampleAgreement();
  agreement.participants.push({ ...agreement.participants[1]!, id: 13, fullname: 'Lisa Landlord', email: 'lisa@example.test' });
  return agreement;
};

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

/** Required fields left: the sticky sign bar counts them and leads to the next one. */
export const RequiredFieldsLeft: Story = { args: { api: createStoryApiClient(withEmptyRequired(), { delayMs: 400 }) } };

/** Not the last signature: after Sign, "Thanks, you signed. We'll email you the signed PDF…". */
export const NotLastSigner: Story = { args: { api: createStoryApiClient(withOtherSigner(), { delayMs: 400 }) } };

/** No sender on the answer (an older server): the card names only the contract. */
export const WithoutSender: Story = { args: { api: createStoryApiClient({ ...sampleAgreement(), sender: undefined }) } };

export const AlreadySigned: Story = { args: { api: createStoryApiClient(sampleAgreement({ signed: true })) } };

/** Cancelled: says so, and whom to contact. */
export const Cancelled: Story = { args: { api: createStoryApiClient(sampleAgreement({ state: AgreementState.Cancelled })) } };

export const Declined: Story = { args: { api: createStoryApiClient(sampleAgreement({ state: AgreementState.Declined })) } };

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
