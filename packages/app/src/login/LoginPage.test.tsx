// @vitest-environment jsdom
import type { AccountApi, LoginMethod } from '@inkflow/core';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
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
