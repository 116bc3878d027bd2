// @vitest-environment jsdom
import { ApiError, positionFromWire } from '@inkflow/core';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { polyfillForRadix } from '../design/designTestUtils.js';
import { useSession } from '../session/services.js';
import { MfaSettingsPage } from './MfaSettingsPage.js';
import { setMfaSettingsApi, type MfaSettings, type MfaSettingsApi } from './mfaSettingsApi.js';
import { createAppI18n } from '../i18n/createAppI18n.js';

beforeAll(polyfillForRadix);

const off: MfaSettings = { enabled: false, channel: null, channelData: null, channelStatus: 'none' };

beforeEach(() => {
  useSession.setState({
    position: positionFromWire({ id: 7, fullname: 'Demo User', email: 'demo@inkflow.test', language: 'en', user_role: 'admin', account: { id: 3, name: 'Demo' }, collections: [] }),
  });
});
afterEach(() => {
  cleanup();
  setMfaSettingsApi(null);
});

/** An in-memory server: password `right-password-2026`, code `123456`. */
function fakeApi() {
  let state = off;
  const bad = (status: number, code: number, message: string) => new ApiError(status, { status_code: status, api_error_code: code, message });
  const api: MfaSettingsApi = {
    load: vi.fn(async () => state),
    choose: vi.fn(async (_id, { channel, channelData, password }) => {
      if (password !== 'right-password-2026') throw bad(401, 1013, 'Invalid password');
      // Like the server: personal_identification has no code to prove and is on at once.
      state =
        channel === 'personal_identification'
          ? { enabled: true, channel, channelData: channelData ?? null, channelStatus: 'validated' }
          : { ...state, channel, channelData: channelData ?? 'demo@inkflow.test', channelStatus: 'pending' };
      return state;
    }),
    requestCode: vi.fn(async () => undefined),
    validate: vi.fn(async (_id, code) => {
      if (code !== '123456') throw bad(400, 1008, 'Invalid security code');
      state = { ...state, enabled: true, channelStatus: 'validated' };
      return state;
    }),
    disable: vi.fn(async (_id, password) => {
      if (password !== 'right-password-2026') throw bad(401, 1013, 'Invalid password');
      state = off;
      return state;
    }),
  };
  setMfaSettingsApi(api);
  return api;
}

async function renderPage(ready = 'Two-step authentication is off') {
  const i18n = await createAppI18n('en');
  render(
    <I18nextProvider i18n={i18n}>
      <MfaSettingsPage />
    </I18nextProvider>,
  );
  await screen.findByText(ready);
}

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const click = (name: string) => fireEvent.click(screen.getByRole('button', { name }));

describe('MfaSettingsPage', () => {
  it('turns SMS on with the password and the code, and off again with the password', async () => {
    const api = fakeApi();
    await renderPage();
    fireEvent.click(screen.getByLabelText('SMS'));
    click('Turn on');
    expect(await screen.findByText('Phone number is required')).toBeTruthy();
    expect(api.choose).not.toHaveBeenCalled();

    type('Phone number', '+46 70 123 45 67');
    type('Password', 'wrong-password-2026');
    click('Turn on');
    expect((await screen.findByRole('alert')).textContent).toBe('Invalid password');

    type('Password', 'right-password-2026');
    click('Turn on');
    expect(await screen.findByText('Your security code has been sent to +46701234567')).toBeTruthy();
    // The phone input sends the number in E.164, whatever spacing was typed.
    expect(api.choose).toHaveBeenLastCalledWith(7, { channel: 'sms', channelData: '+46701234567', password: 'right-password-2026' });

    click('Resend');
    expect(await screen.findByText('A new security code has been sent')).toBeTruthy();
    type('Security code', '999999');
    click('Confirm');
    expect((await screen.findByRole('alert')).textContent).toBe('Invalid security code');
    type('Security code', '123456');
    click('Confirm');
    expect(await screen.findByText('Two-step authentication is on. Security codes are sent to +46701234567')).toBeTruthy();

    type('Password', 'right-password-2026');
    click('Turn off');
    expect(await screen.findByText('Two-step authentication is off', { selector: 'p:not([role])' })).toBeTruthy();
    expect(api.disable).toHaveBeenCalledWith(7, 'right-password-2026');
  });

  it('turns email on without a phone number', async () => {
    const api = fakeApi();
    await renderPage();
    type('Password', 'right-password-2026');
    click('Turn on');
    expect(await screen.findByText('Your security code has been sent to demo@inkflow.test')).toBeTruthy();
    expect(api.choose).toHaveBeenCalledWith(7, { channel: 'email', password: 'right-password-2026' });
  });

  it('offers personal identification when the account feature is on, and turns it on with a personal ID and the password', async () => {
    useSession.setState({
      position: positionFromWire({
        id: 7,
        fullname: 'Demo User',
        email: 'demo@inkflow.test',
        language: 'en',
        user_role: 'admin',
        account: { id: 3, name: 'Demo', features: { personalIdentificationMfa: { enabled: 1 } } },
        collections: [],
      }),
    });
    const api = fakeApi();
    await renderPage();
    fireEvent.click(screen.getByLabelText('Personal identification'));
    type('Password', 'right-password-2026');
    click('Turn on');
    expect(await screen.findByText('Personal ID is required')).toBeTruthy();
    expect(api.choose).not.toHaveBeenCalled();

    type('Personal ID', '198001011234');
    click('Turn on');
    expect(await screen.findByText('Two-step authentication is on with personal identification (198001011234)')).toBeTruthy();
    expect(api.choose).toHaveBeenCalledWith(7, { channel: 'personal_identification', channelData: '198001011234', password: 'right-password-2026' });
    expect(api.validate).not.toHaveBeenCalled();
  });

  it('does not offer personal identification when the account feature is off', async () => {
    useSession.setState({
      position: positionFromWire({
        id: 7,
        fullname: 'Demo User',
        email: 'demo@inkflow.test',
        language: 'en',
        user_role: 'admin',
        account: { id: 3, name: 'Demo', features: { personalIdentificationMfa: { enabled: 0 } } },
        collections: [],
      }),
    });
    fakeApi();
    await renderPage();
    expect(screen.getByLabelText('Email')).toBeTruthy();
    expect(screen.getByLabelText('SMS')).toBeTruthy();
    expect(screen.queryByLabelText('Personal identification')).toBeNull();
    expect(screen.queryByText('Personal identification')).toBeNull();
  });

  it('shows why the settings could not be loaded', async () => {
    const api = fakeApi();
    api.load = vi.fn(() => Promise.reject(new ApiError(403, { status_code: 403, api_error_code: 2001, message: 'locked' })));
    await renderPage('Your account has been locked');
    expect(screen.queryByRole('button', { name: 'Turn on' })).toBeNull();
  });
});
