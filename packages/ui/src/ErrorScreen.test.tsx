// @vitest-environment jsdom
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
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
    [{ status: 502 }, 'Oops', "We couldn't reach the server"],
    [{ status: 502, context: 'login' }, 'Oops', 'Login failed'],
    [{ status: 502, context: 'document', loggedIn: true }, 'Oops', "We couldn't reach the server, so the document could not be opened."],
    [{ status: 403, code: 'GUEST_LINK_EXPIRED', sender: { name: 'Olga Owner', email: 'olga@inkflow.test' } }, 'This link has expired', 'Ask Olga Owner (olga@inkflow.test) to send you a new one.'],
    [{ status: 403, code: 'GUEST_LINK_EXPIRED' }, 'This link has expired', 'Ask the person who sent it to send you a new one.'],
    [{ status: 500 }, 'Oops', "It should be flawless, but it's not... An internal error has occurred, reload or try later."],
    [{ status: 403, code: 4999 }, 'Report suspicious activity', 'This document is already locked.'],
    [{ status: 403, code: '4999' }, 'Report suspicious activity', 'This document is already locked.'],
  ] as [ErrorScreenProps, string, string][])('%o shows %s', (props, title, body) => {
    show(props);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(title);
    expect(screen.getByText(body)).toBeTruthy();
  });

  it('a 502 on a document page never says "Login failed"', () => {
    show({ status: 502, context: 'document', loggedIn: true });
    expect(screen.queryByText('Login failed')).toBeNull();
    expect(screen.getByRole('link', { name: 'Go to the dashboard' })).toBeTruthy();
  });

  it('an expired link offers to email the sender', () => {
    show({ status: 403, code: 'GUEST_LINK_EXPIRED', sender: { name: 'Olga Owner', email: 'olga@inkflow.test' } });
    expect(screen.getByRole('link', { name: 'Email Olga Owner' }).getAttribute('href')).toBe('mailto:olga@inkflow.test');
    expect(screen.queryByText('Sorry')).toBeNull();
  });

  describe('support contacts from the page\'s meta tags (SUPPORT_EMAIL, SUPPORT_PHONE)', () => {
    const metas: HTMLMetaElement[] = [];
    beforeAll(() => {
      for (const [name, content] of [['inkflow-support-email', 'desk@inkflow.test'], ['inkflow-support-phone', '+46 8 123 456']]) {
        const meta = document.createElement('meta');
        meta.name = name!;
        meta.content = content!;
        document.head.append(meta);
        metas.push(meta);
      }
    });
    afterAll(() => metas.forEach((m) => m.remove()));

    it('Get help shows them without props', () => {
      show({ status: 502, context: 'document' });
      fireEvent.click(screen.getByRole('button', { name: 'Get help' }));
      expect(screen.getByRole('link', { name: 'Email: desk@inkflow.test' }).getAttribute('href')).toBe('mailto:desk@inkflow.test');
      expect(screen.getByRole('link', { name: 'Phone: +46 8 123 456' }).getAttribute('href')).toBe('tel:+468123456');
    });

    it('"Contact support" of the load-failure page mails them', () => {
      show({ status: 0, loadFailure: true });
      expect(screen.getByRole('link', { name: 'Contact support' }).getAttribute('href')).toBe('mailto:desk@inkflow.test');
    });

    it('props still win', () => {
      show({ status: 404, supportEmail: 'other@inkflow.test' });
      fireEvent.click(screen.getByRole('button', { name: 'Get help' }));
      expect(screen.getByRole('link', { name: 'Email: other@inkflow.test' })).toBeTruthy();
    });
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
