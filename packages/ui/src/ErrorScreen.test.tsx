// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import { createI18n } from '@inkflow/core';
import { ErrorScreen, InkflowI18nProvider, type ErrorScreenProps } from '@inkflow/ui';

let i18n: I18n;
beforeAll(async () => {
  i18n = await createI18n('en');
});
afterEach(cleanup);

const show = (props: ErrorScreenProps) =>
  render(
    <InkflowI18nProvider i18n={i18n}>
      <ErrorScreen {...props} />
    </InkflowI18nProvider>,
  );

describe('ErrorScreen (§2 Error screens)', () => {
  it.each([
    [{ status: 403 }, 'Sorry', 'Access denied'],
    [{ status: 404 }, 'Oh no', 'The document is not here.'],
    [{ status: 404, loggedIn: true }, 'Oh no', 'The document is not here. Please double-check the URL or contact the document owner.'],
    [{ status: 502 }, 'Oops', 'Login failed'],
    [{ status: 500 }, 'Oops', "It should be flawless, but it's not... An internal error has occurred, reload or try later."],
    [{ status: 403, code: 4999 }, 'Report suspicious activity', 'This document is already locked.'],
    [{ status: 403, code: '4999' }, 'Report suspicious activity', 'This document is already locked.'],
  ] as [ErrorScreenProps, string, string][])('%o shows %s', (props, title, body) => {
    show(props);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(title);
    expect(screen.getByText(body)).toBeTruthy();
  });

  it('502 adds the network hint', () => {
    show({ status: 502 });
    expect(screen.getByText('Please check your network connection and try again.')).toBeTruthy();
  });

  it('Get help toggles the support contacts', () => {
    show({ status: 404, supportEmail: 'help@inkflow.test' });
    const toggle = screen.getByRole('button', { name: 'Get help' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('link', { name: 'Email: help@inkflow.test' })).toBeNull();
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('link', { name: 'Email: help@inkflow.test' }).getAttribute('href')).toBe('mailto:help@inkflow.test');
  });

  it('links to the dashboard when logged in, to sign-up otherwise', () => {
    show({ status: 403, loggedIn: true });
    expect(screen.getByRole('link', { name: 'Go to the dashboard' }).getAttribute('href')).toBe('/contracts');
    cleanup();
    show({ status: 403, signupHref: '/signup' });
    expect(screen.getByRole('link', { name: 'Try it for free' }).getAttribute('href')).toBe('/signup');
  });

  it('load failure offers a reload link', () => {
    const onReload = vi.fn();
    show({ status: 0, loadFailure: true, onReload });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('An error occurred while loading');
    fireEvent.click(screen.getByRole('link', { name: 'Reload the page' }));
    expect(onReload).toHaveBeenCalledOnce();
  });
});
