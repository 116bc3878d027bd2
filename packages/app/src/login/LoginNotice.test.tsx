// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { LoginNotice } from './LoginNotice.js';
import { createAppI18n } from '../i18n/createAppI18n.js';

let i18n: I18n;
beforeAll(async () => {
  i18n = await createAppI18n('en');
});
afterEach(cleanup);
const show = (code: string | null, error: string | null) =>
  render(
    <I18nextProvider i18n={i18n}>
      <LoginNotice code={code} error={error} />
    </I18nextProvider>,
  ).container.textContent;

describe('LoginNotice', () => {
  it('shows Password changed for code b21', () => {
    expect(show('b21', null)).toBe('Password changedPlease use your new password to log in');
    expect(screen.getByRole('status')).toBeTruthy();
  });

  it('shows the §8 SSO errors by reason', () => {
    const contact = 'Could not login via Single Sign-On, please contact your system administrator';
    expect(show(null, 'extension-disabled')).toBe(`Extension disabled${contact}`);
    cleanup();
    expect(show(null, 'login-disabled')).toBe(`Login disabled${contact}`);
    cleanup();
    expect(show(null, 'sso-invalid')).toBe(`SSO invalid${contact}`);
    cleanup();
    expect(show(null, 'runtime-problems')).toBe(
      'Runtime errorCould not login via Single Sign-On, please try again. If the problem persists, please contact your system administrator',
    );
  });

  it('shows nothing for unknown values', () => {
    expect(show('x1', 'nope')).toBe('');
  });
});
