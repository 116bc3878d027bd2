import { ApiError, ApiErrorCode } from '@inkflow/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { storyPosition } from '../session/storyFakes.js';
import { withSignedInStory } from '../session/withSignedInStory.js';
import { MfaSettingsPage } from './MfaSettingsPage.js';
import { setMfaSettingsApi, type MfaSettings, type MfaSettingsApi } from './mfaSettingsApi.js';

const off: MfaSettings = { enabled: false, channel: null, channelData: null, channelStatus: 'none' };
const pending: MfaSettings = { enabled: false, channel: 'sms', channelData: '+46 70 123 45 67', channelStatus: 'pending' };
const on: MfaSettings = { enabled: true, channel: 'email', channelData: 'demo@inkflow.test', channelStatus: 'validated' };
const bad = (status: number, code: number, message: string) => new ApiError(status, { status_code: status, api_error_code: code, message });

/**
 * An in-memory two-step server starting at `start` (the page's API is replaceable): password
 * `correct-horse-battery`, security code `123456`; `load: 'never'` keeps the page loading and
 * `load: 'fail'` refuses it.
 */
function fakeMfa(start: MfaSettings, load: 'ok' | 'never' | 'fail' = 'ok'): () => void {
  let state = start;
  const api: MfaSettingsApi = {
    load: async () => {
      if (load === 'never') return new Promise<MfaSettings>(() => undefined);
      if (load === 'fail') throw bad(500, 500, 'Server error');
      return state;
    },
    choose: async (_id, { channel, channelData, password }) => {
      if (password !== 'correct-horse-battery') throw bad(401, ApiErrorCode.InvalidPassword, 'Invalid password');
      state =
        channel === 'personal_identification'
          ? { enabled: true, channel, channelData: channelData ?? null, channelStatus: 'validated' }
          : { enabled: false, channel, channelData: channelData ?? 'demo@inkflow.test', channelStatus: 'pending' };
      return state;
    },
    requestCode: async () => undefined,
    validate: async (_id, code) => {
      if (code !== '123456') throw bad(400, ApiErrorCode.InvalidSecurityCode, 'Invalid security code');
      state = { ...state, enabled: true, channelStatus: 'validated' };
      return state;
    },
    disable: async (_id, password) => {
      if (password !== 'correct-horse-battery') throw bad(401, ApiErrorCode.InvalidPassword, 'Invalid password');
      state = off;
      return state;
    },
  };
  setMfaSettingsApi(api);
  return () => setMfaSettingsApi(null);
}

/** `/settings/two-step`: two-step authentication off, waiting for its code, and on. */
const meta = {
  title: 'App/Settings/MfaSettingsPage',
  component: MfaSettingsPage,
  decorators: [withSignedInStory],
  parameters: { url: '/settings/two-step' },
  beforeEach: () => fakeMfa(off),
} satisfies Meta<typeof MfaSettingsPage>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Off: choose Email or SMS and confirm with the password. */
export const Off: Story = {};
/** SMS chosen: the phone number field. */
export const OffSms: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByLabelText('SMS'));
  },
};
/** Turn on with nothing filled: the fields say what is missing. */
export const OffInvalid: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByLabelText('SMS'));
    await userEvent.click(canvas.getByRole('button', { name: 'Turn on' }));
  },
};
/** Wrong password (1013). */
export const OffWrongPassword: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(await canvas.findByLabelText('Password'), 'not-my-password');
    await userEvent.click(canvas.getByRole('button', { name: 'Turn on' }));
  },
};
/** The account offers personal identification as a third method. */
export const OffWithPersonalId: Story = { parameters: { position: storyPosition({ features: { personalIdentificationMfa: { enabled: 1 } } }) } };
/** A code went to the new phone: enter it, resend it, or choose again. */
export const Pending: Story = { beforeEach: () => fakeMfa(pending) };
/** A wrong code (1008). */
export const PendingWrongCode: Story = {
  beforeEach: () => fakeMfa(pending),
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(await canvas.findByLabelText('Security code'), '999999');
    await userEvent.click(canvas.getByRole('button', { name: 'Confirm' }));
  },
};
/** On by email: turn it off with the password. */
export const On: Story = { beforeEach: () => fakeMfa(on) };
export const Loading: Story = { beforeEach: () => fakeMfa(off, 'never') };
export const LoadFailed: Story = { beforeEach: () => fakeMfa(off, 'fail') };
export const Narrow: Story = { beforeEach: () => fakeMfa(pending), globals: { viewport: { value: '375-812', isRotated: false } } };
