// @vitest-environment jsdom
/**
 * Issue #5 guest signing screens: SMS verification (code entry), eID start (redirect to the
 * broker), the decline dialog, and the participant MFA gate.
 */
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import { SignMethod, createI18n, type Agreement, type ApiClient } from '@inkflow/core';
import { GuestSigning, InkflowI18nProvider } from '@inkflow/ui';
import { createStoryApiClient } from './stories/createStoryApiClient.js';
import { sampleAgreement } from './stories/sampleAgreement.js';

let i18n: I18n;
beforeAll(async () => {
  i18n = await createI18n('en');
});
afterEach(cleanup);

function show(api: ApiClient, extra: { onEidRedirect?: (url: string) => void; eidError?: string } = {}) {
  render(
    <InkflowI18nProvider i18n={i18n}>
      <GuestSigning api={api} agreementId={7} {...extra} />
    </InkflowI18nProvider>,
  );
}

describe('GuestSigning sign methods', () => {
  it('SMS: sends the code, then signs with the 6 digits typed', async () => {
    const api = createStoryApiClient(sampleAgreement({ signMethod: SignMethod.Sms }));
    show(api);
    fireEvent.click(await screen.findByRole('button', { name: 'Send code by SMS' }));
    expect(await screen.findByText('Your security code has been sent to •••••••567')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Security code'), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign' }));
    await waitFor(() => expect(api.signCalls).toHaveLength(1));
    expect(api.signCalls[0]!.body).toMatchObject({ sign_method: 1, sign_code: '123456' });
  });

  it('eID: starts the transaction and hands the broker URL to the host', async () => {
    const base = createStoryApiClient(sampleAgreement({ signMethod: SignMethod.SwedishBankId }));
    const startEid = vi.fn(async () => ({ url: 'https://broker.test/authorize?state=x' }));
    const onEidRedirect = vi.fn();
    show({ ...base, startEid }, { onEidRedirect });
    fireEvent.click(await screen.findByRole('button', { name: 'Sign with Swedish BankID' }));
    await waitFor(() => expect(onEidRedirect).toHaveBeenCalledWith('https://broker.test/authorize?state=x'));
  });

  it('eID: shows the broker outcome after returning (USER_CANCEL)', async () => {
    show(createStoryApiClient(sampleAgreement({ signMethod: SignMethod.SwedishBankId })), { eidError: 'USER_CANCEL' });
    expect((await screen.findByRole('alert')).textContent).toBe('Signature canceled');
  });

  it('declines with a reason through the dialog', async () => {
    const api = createStoryApiClient(sampleAgreement());
    show(api);
    fireEvent.click(await screen.findByRole('button', { name: 'Decline' }));
    const dialog = await screen.findByRole('dialog', { name: 'Decline the contract' });
    fireEvent.change(screen.getByLabelText('Reason'), { target: { value: 'Too expensive' } });
    fireEvent.click(dialog.querySelector('button[type="submit"]')!);
    expect(await screen.findByText('You have declined the contract')).toBeTruthy();
  });

  it('MFA: hides the contract until the security code is validated', async () => {
    const locked = sampleAgreement();
    const me = locked.participants.find((p) => p.id === locked.currentParticipantId)!;
    const lockedAgreement: Agreement = { ...locked, participants: [{ ...me, mfaRequired: true }] };
    const base = createStoryApiClient(lockedAgreement);
    const requestMfaCode = vi.fn(async () => ({ sent: true as const, channel: 'email' as const, to: 'a…@example.com' }));
    const validateMfaCode = vi.fn(async () => sampleAgreement());
    show({ ...base, requestMfaCode, validateMfaCode });
    expect(await screen.findByRole('heading', { name: "Verify it's you" })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Sign' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Send security code' }));
    fireEvent.change(await screen.findByLabelText('Security code'), { target: { value: 'AB12' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('button', { name: 'Sign' })).toBeTruthy();
    expect(validateMfaCode).toHaveBeenCalledWith(7, me.id, 'AB12');
  });
});
