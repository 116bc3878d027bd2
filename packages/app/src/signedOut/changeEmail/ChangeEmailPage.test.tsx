// @vitest-environment jsdom
import { AccountApiError, type AccountApi } from '@inkflow/core';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setAccountApi } from '../accountApi.js';
import { renderRoute } from '../testUtils.js';
import { ChangeEmailPage } from './ChangeEmailPage.js';

afterEach(() => {
  cleanup();
  setAccountApi(null);
});

async function open(changeEmail: AccountApi['changeEmail']) {
  const api = { changeEmail: vi.fn(changeEmail) };
  setAccountApi(api as unknown as AccountApi);
  await renderRoute('/change-email/:token', <ChangeEmailPage />, '/change-email/tok-1');
  return api;
}

describe('ChangeEmailPage', () => {
  it('confirms on load, once, and links to the dashboard', async () => {
    const api = await open(async () => undefined);
    expect(screen.getByRole('heading', { name: 'Change email' })).toBeTruthy();
    await screen.findByText('Email address changed');
    expect(screen.getByText('Your email address has been successfully changed')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to the dashboard' }).getAttribute('href')).toBe('/');
    expect(api.changeEmail).toHaveBeenCalledTimes(1);
    expect(api.changeEmail).toHaveBeenCalledWith('tok-1');
    expect(document.title).toBe('Inkflow | Change email');
  });

  it('shows emailTaken on 409', async () => {
    await open(() => Promise.reject(new AccountApiError(409, { status_code: 409, api_error_code: 1007, message: 'taken' }, '', false)));
    await screen.findByText('Email address already registered');
    expect(screen.getByText(/claimed by someone else before you verified the change/)).toBeTruthy();
  });

  it('shows the invalid link on 404 and on any other failure', async () => {
    await open(() => Promise.reject(new AccountApiError(404, null, '', false)));
    await screen.findByText('Invalid link');
    cleanup();
    await open(() => Promise.reject(new TypeError('offline')));
    await screen.findByText("The link has expired or doesn't exist. Please try again.");
  });
});
