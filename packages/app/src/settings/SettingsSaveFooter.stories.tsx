import { ApiError, ApiErrorCode } from '@inkflow/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { SettingsSaveFooter } from './SettingsSaveFooter.js';
import './settings.css';

/** The end of a settings form: the failed save's message, the saved notice and Save. */
const meta = {
  title: 'App/Settings/SettingsSaveFooter',
  component: SettingsSaveFooter,
  args: { saving: false, saved: false, saveError: null, labels: { save: 'Save', saving: 'Saving…', saved: 'Saved' } },
} satisfies Meta<typeof SettingsSaveFooter>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Idle: Story = {};
/** Saving: the button says so and is disabled. */
export const Saving: Story = { args: { saving: true } };
export const Saved: Story = { args: { saved: true } };
/** A refused save shows the §8 message of the API error. */
export const Failed: Story = {
  args: { saveError: new ApiError(403, { status_code: 403, api_error_code: ApiErrorCode.AccessDenied, message: 'Access denied' }) },
};
/** A network failure (no answer). */
export const NetworkFailure: Story = { args: { saveError: new TypeError('Failed to fetch') } };
