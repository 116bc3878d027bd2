// @vitest-environment jsdom
import { AccountApiError, type AccountApi, type SignupTokenRecord } from '@inkflow/core';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setAccountApi } from '../accountApi.js';
import { renderRoute } from '../testUtils.js';
import { SignupPage } from './SignupPage.js';

afterEach(() => {
  cleanup();
  setAccountApi(null);
});

async function open(url: string, api: Partial<AccountApi>) {
  setAccountApi(api as AccountApi);
  await renderRoute('/signup/:token?', <SignupPage />, url);
}

const record = (state: number): SignupTokenRecord => ({ id: 1, email: 'new@example.com', state, language: 'en', account: state === 2 ? { name: 'Acme AB' } : null });

describe('SignupPage', () => {
  it('starts with the trial texts and Sign up disabled until email and captcha', async () => {
    await open('/signup?origin=website', {});
    expect(screen.getByRole('heading', { name: 'Try Inkflow for Free!' })).toBeTruthy();
    expect(screen.getByText(/14-day free trial/)).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Sign up' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'new@example.com' } });
    expect((screen.getByRole('button', { name: 'Sign up' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByRole('link', { name: 'Back to website' })).toBeTruthy();
  });

  it('shows the start page with the invalid-key message when the token lookup fails', async () => {
    await open('/signup/bad', { signupToken: () => Promise.reject(new AccountApiError(404, null, '', false)) });
    await screen.findByText('Your sign up key is not valid, it may have expired or a new one was requested, submit your email again');
    expect(screen.getByRole('heading', { name: 'Try Inkflow for Free!' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Log in' })).toBeTruthy();
  });

  it('says already registered on 1001', async () => {
    await open('/signup/used', { signupToken: () => Promise.reject(new AccountApiError(409, { status_code: 409, api_error_code: 1001, message: 'x' }, '', false)) });
    await screen.findByRole('heading', { name: 'User is already registered' });
  });

  it('asks an invited user only for a password and completes with the invite payload', async () => {
    const completeSignup = vi.fn().mockResolvedValue(undefined);
    await open('/signup/inv', { signupToken: async () => record(2), completeSignup });
    await screen.findByRole('heading', { name: 'Complete registration for new@example.com, at Acme AB' });
    expect(screen.queryByText(/out of 3/)).toBeNull();
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'long-enough-password' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    await vi.waitFor(() => expect(completeSignup).toHaveBeenCalled());
    expect(completeSignup.mock.calls[0]![0]).toMatchObject({ password: 'long-enough-password', private_token: 'inv' });
    expect(Object.keys(completeSignup.mock.calls[0]![0]).sort()).toEqual(['password', 'private_token', 'timezone']);
  });

  it('runs the 3-step wizard for a self sign-up', async () => {
    await open('/signup/self', { signupToken: async () => record(1) });
    await screen.findByRole('heading', { name: 'Complete registration for new@example.com' });
    expect(screen.getByText('Step 1 out of 3')).toBeTruthy();
  });
});
