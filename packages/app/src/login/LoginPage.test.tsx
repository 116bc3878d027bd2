// @vitest-environment jsdom
import { ApiError, type AccountApi, type LoginMethod } from '@inkflow/core';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '../session/services.js';
import { setAccountApi } from '../signedOut/accountApi.js';
import { renderRoute } from '../signedOut/testUtils.js';
import { LoginPage } from './LoginPage.js';

afterEach(() => {
  cleanup();
  setAccountApi(null);
  vi.restoreAllMocks();
});

const location = () => screen.getByTestId('location').textContent;

/** The three login routes, rendered under /login/*. */
async function open(url: string, method: LoginMethod) {
  setAccountApi({ loginMethod: vi.fn(async () => method) } as unknown as AccountApi);
  await renderRoute(
    '/login/*',
    <Routes>
      <Route index element={<LoginPage step="email" />} />
      <Route path="method" element={<LoginPage step="method" />} />
      <Route path="password" element={<LoginPage step="password" />} />
    </Routes>,
    url,
  );
}

describe('LoginPage', () => {
  it('shows a locked account (2001) and an expired trial (2002) from the session load on the login page', async () => {
    for (const [code, text] of [
      [2001, 'Your account has been locked'],
      [2002, 'Your free trial has expired'],
    ] as const) {
      useSession.setState({ status: 'signedOut', error: new ApiError(403, { status_code: 403, api_error_code: code, message: 'x' }) });
      await open('/login', 'password');
      expect((await screen.findByRole('alert')).textContent).toContain(text);
      cleanup();
    }
    useSession.setState({ error: null });
  });

  it('leads a multiple-method email to the method choice, keeping the query, then to the password step', async () => {
    await open('/login?m=3', 'multiple');
    expect(document.title).toBe('Inkflow | Log in to your account');
    expect(screen.getByRole('link', { name: 'Sign up' }).getAttribute('href')).toBe('/signup?m=3');
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'a@corp.test' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByRole('button', { name: 'Log in with Inkflow password' });
    expect(location()).toBe('/login/method?m=3');
    expect(screen.getByRole('button', { name: 'Log in with Single Sign-on (SSO)' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Log in with Inkflow password' }));
    await screen.findByLabelText('Password');
    expect(location()).toBe('/login/password?m=3');
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('a@corp.test');
    expect(screen.getByRole('link', { name: 'Forgot your password?' }).getAttribute('href')).toBe('/recover-account');
  });

  it('starts SSO for an sso-only email with email, return_to and persistent', async () => {
    const assign = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, assign } as Location);
    sessionStorage.setItem('inkflow.returnPath', '/documents/9');
    await open('/login', 'sso');
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'b@corp.test' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('/api/sso/start?email=b%40corp.test&return_to=%2Fdocuments%2F9&persistent=0'));
  });
});
