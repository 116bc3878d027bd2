// @vitest-environment jsdom
import { ApiError } from '@inkflow/core';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { I18nextProvider } from 'react-i18next';
import { polyfillForRadix, renderWithI18n } from '../design/designTestUtils.js';
import { createAppI18n } from '../i18n/createAppI18n.js';
import { TrialBanner, type TrialBannerProps } from './TrialBanner.js';

const now = new Date('2026-11-10T12:00:00Z');
const contacts = { email: 'sales@inkflow.example', phone: '+46 8 123 456' };

beforeAll(polyfillForRadix);
afterEach(cleanup);

const show = (props: Partial<TrialBannerProps>) => renderWithI18n(<TrialBanner plan="trial" trialEndsAt={null} now={now} contacts={contacts} {...props} />);
const region = () => screen.getByRole('region', { name: 'Free trial' });

describe('TrialBanner', () => {
  it('counts the days left of a trial in the plural forms of the language, then the last day', async () => {
    await show({ trialEndsAt: '2026-11-22T18:00:00Z' });
    expect(region().textContent).toContain('12 days left in your free trial');
    cleanup();
    await show({ trialEndsAt: '2026-11-11T18:00:00Z' });
    expect(region().textContent).toContain('1 day left in your free trial');
    cleanup();
    await show({ trialEndsAt: '2026-11-10T18:00:00Z' });
    expect(region().textContent).toContain('Your free trial ends today');
    cleanup();
    // Polish has its own plural forms: 2-4 days are "few" (pozostały), 5 and more "many" (pozostało).
    const polish = await createAppI18n('pl');
    render(
      <I18nextProvider i18n={polish}>
        <TrialBanner plan="trial" trialEndsAt="2026-11-13T18:00:00Z" now={now} contacts={contacts} />
      </I18nextProvider>,
    );
    expect(screen.getByRole('region').textContent).toContain('Okres próbny: pozostały 3 dni');
  });

  it('offers Upgrade during the trial, which shows how to reach sales', async () => {
    await show({ trialEndsAt: '2026-11-22T18:00:00Z' });
    fireEvent.click(screen.getByRole('button', { name: 'Upgrade' }));
    const panel = await screen.findByRole('dialog', { name: 'Upgrade your plan' });
    expect(panel.textContent).toContain('Contact our sales team to upgrade to a paid plan:');
    expect(screen.getByRole('link', { name: 'Email sales@inkflow.example' }).getAttribute('href')).toBe('mailto:sales@inkflow.example');
    expect(screen.getByRole('link', { name: 'Call +46 8 123 456' }).getAttribute('href')).toBe('tel:+468123456');
  });

  it('after the trial shows the 2002 text, that basic features stay free, and the sales contacts', async () => {
    await show({ trialEndsAt: '2026-11-01T00:00:00Z' });
    expect(region().textContent).toContain('Your free trial has expired. Contact sales by email or phone to upgrade.');
    expect(region().textContent).toContain('E-signing and PDF uploads stay free.');
    expect(screen.getByRole('link', { name: 'Email sales@inkflow.example' })).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
    cleanup();
    // A free account that had its trial: the same.
    await show({ plan: 'free', trialEndsAt: '2026-11-01T00:00:00Z' });
    expect(region().textContent).toContain('Your free trial has expired.');
  });

  it('offers a free account without a trial to start one; an admin starts it, a failure is said', async () => {
    const onStartTrial = vi.fn().mockRejectedValueOnce(new ApiError(409, { status_code: 409, api_error_code: 'TRIAL_UNAVAILABLE', message: 'x' })).mockResolvedValueOnce(undefined);
    await show({ plan: 'free', trialEndsAt: null, onStartTrial });
    expect(region().textContent).toContain('Start your free trial. Try every premium feature free for 14 days');
    const start = screen.getByRole('button', { name: 'Start free trial' });
    fireEvent.click(start);
    expect((await screen.findByRole('alert')).textContent).toBe('This account has already had its free trial. Contact sales to upgrade.');
    fireEvent.click(start);
    await waitFor(() => expect(onStartTrial).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });

  it('asks a member to have an admin start the trial, and shows nothing on a paid plan', async () => {
    await show({ plan: 'free', trialEndsAt: null });
    expect(region().textContent).toContain('Ask an account admin to start it.');
    expect(screen.queryByRole('button')).toBeNull();
    cleanup();
    await show({ plan: 'paid' });
    expect(screen.queryByRole('region')).toBeNull();
    cleanup();
    await show({ plan: undefined });
    expect(screen.queryByRole('region')).toBeNull();
  });
});
