import type { Meta, StoryObj } from '@storybook/react-vite';
import { ApiError } from '@inkflow/core';
import { GuestSigning } from '@inkflow/ui';
import { createStoryApiClient } from '../stories/createStoryApiClient.js';
import { sampleAgreement } from '../stories/sampleAgreement.js';
import { sampleThreads, storyMessageCalls } from '../stories/storyMessageCalls.js';

const withMessages = (signError?: unknown) => ({
  ...createStoryApiClient(sampleAgreement(), { delayMs: 300, ...(signError ? { signError } : {}) }),
  call: storyMessageCalls(sampleThreads()),
});

/** The guest page with collaboration: "Questions? Message Olivia" (1 unread), the panel, comments and suggestions in the text. No live channel in stories. */
const meta = {
  title: 'UI/Collaboration/GuestCollaboration',
  component: GuestSigning,
  args: { agreementId: 7, api: withMessages(), pushOrigin: null },
} satisfies Meta<typeof GuestSigning>;
export default meta;

type Story = StoryObj<typeof meta>;

export const WithConversation: Story = {};

/** Signing answers 4204: the blocking suggestions are listed (tick the consent box and press Sign). */
export const BlockedBySuggestions: Story = {
  args: { api: withMessages(new ApiError(409, { status_code: 409, api_error_code: 4204, message: 'Active suggestions must be resolved before signing' })) },
};

/** The embed without the integrator's `comments` option: the chat entry only. */
export const ChatOnly: Story = { args: { inlineComments: false } };
