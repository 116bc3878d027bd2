// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import { ApiError, AgreementState, BoxType, SignMethod, brandPalette, contrastRatio, createI18n, type ApiClient } from '@inkflow/core';
import { GuestSigning, InkflowI18nProvider } from '@inkflow/ui';
import { createStoryApiClient } from './stories/createStoryApiClient.js';
import { sampleAgreement } from './stories/sampleAgreement.js';
import { sampleSectionsAgreement } from './stories/sampleSectionsAgreement.js';

// jsdom has no canvas: a stand-in pad that always holds a drawing.
const pads = vi.hoisted(() => ({ created: 0 }));
vi.mock('signature_pad', () => ({
  default: class {
    constructor() {
      pads.created++;
    }
    addEventListener() {}
    removeEventListener() {}
    toData() {
      return [];
    }
    fromData() {}
    clear() {}
    off() {}
    isEmpty() {
      return false;
    }
    toDataURL() {
      return 'data:image/png;base64,iVBORw0KGgo=';
    }
  },
}));

let i18n: I18n;
beforeAll(async () => {
  i18n = await createI18n('en');
});
afterEach(cleanup);

/** Ticks the explicit confirmation a standard e-signature needs. */
const confirmConsent = () => fireEvent.click(screen.getByRole('checkbox', { name: 'I have read the contract and agree to sign it electronically' }));

function show(api: ApiClient) {
  const callbacks = { onReady: vi.fn(), onSigned: vi.fn(), onError: vi.fn() };
  render(
    <InkflowI18nProvider i18n={i18n}>
      <GuestSigning api={api} agreementId={7} {...callbacks} />
    </InkflowI18nProvider>,
  );
  return callbacks;
}

describe('GuestSigning', () => {
  it('shows the sending account’s logo and brand colour, buttons in its AA-safe shade, and nothing of it once gone', async () => {
    const agreement = sampleAgreement();
    agreement.sender = { ...agreement.sender!, logoUrl: '/api/accounts/1/logo/0123456789abcdef0123456789abcdef.png', brandColor: '#ffcc00' };
    show(createStoryApiClient(agreement));
    const logo = await screen.findByRole('img', { name: 'Acme Rentals' });
    expect(logo.getAttribute('src')).toBe('/api/accounts/1/logo/0123456789abcdef0123456789abcdef.png');
    const style = document.querySelector('style[data-inkflow-brand]')!;
    expect(style.textContent).toContain(`--ink-color-primary:${brandPalette('#ffcc00').primary}`);
    expect(style.textContent).toContain('--ink-brand-accent:#ffcc00');
    expect(contrastRatio(brandPalette('#ffcc00').primary, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    cleanup();
    expect(document.querySelector('style[data-inkflow-brand]')).toBeNull();
  });

  it('writes no brand rule for a colour that is not #rrggbb', async () => {
    const agreement = sampleAgreement();
    agreement.sender = { ...agreement.sender!, brandColor: 'red;}body{display:none' };
    show(createStoryApiClient(agreement));
    await screen.findByRole('heading', { level: 1, name: 'Apartment rental agreement' });
    expect(document.querySelector('style[data-inkflow-brand]')).toBeNull();
  });

  it('signs with the standard method and the agreement checksum', async () => {
    const api = createStoryApiClient(sampleAgreement());
    const { onReady, onSigned } = show(api);
    expect(screen.getByRole('status').textContent).toBe('Loading…');
    await screen.findByRole('heading', { level: 1, name: 'Apartment rental agreement' });
    expect(onReady).toHaveBeenCalledWith(expect.objectContaining({ id: 7 }));
    expect(screen.getByText(/I agree that my electronic signature/)).toBeTruthy();

    confirmConsent();
    fireEvent.click(screen.getByRole('button', { name: 'Sign' }));
    // The last signature concluded it: signed by everyone, and the sealed PDF offered.
    await waitFor(() => expect(screen.getByRole('status').textContent).toContain('The contract is signed by everyone'));
    expect(await screen.findByRole('button', { name: 'Download signed PDF' })).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/when (all parties|everyone) (have|has) signed/);
    expect(api.signCalls).toEqual([{ agreementId: 7, participantId: 12, body: { checksum: 'c0ffee', sign_method: 0 } }]);
    expect(onSigned).toHaveBeenCalledWith(expect.objectContaining({ state: AgreementState.Signed }), 12);
    expect(screen.queryByRole('button', { name: 'Sign' })).toBeNull();
  });

  it('handwritten: Sign opens the drawing dialog, Escape closes it, confirming signs with the PNG', async () => {
    const api = createStoryApiClient(sampleAgreement({ signMethod: SignMethod.Handwritten }));
    const { onSigned } = show(api);
    fireEvent.click(await screen.findByRole('button', { name: 'Sign' }));
    let dialog = await screen.findByRole('dialog', { name: 'Your signature' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    // The dialog's content loads on demand: focus moves inside once it has rendered.
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Sign' }));
    dialog = await screen.findByRole('dialog', { name: 'Your signature' });
    expect(screen.getByLabelText('Signature drawing area')).toBeTruthy();
    await waitFor(() => expect(pads.created).toBeGreaterThan(0));
    const confirm = dialog.querySelector<HTMLButtonElement>('.ink-button--primary');
    fireEvent.click(confirm!);
    await waitFor(() => expect(onSigned).toHaveBeenCalledOnce());
    expect(api.signCalls[0]?.body).toEqual({ checksum: 'c0ffee', sign_method: 10, handwritten_signature: 'data:image/png;base64,iVBORw0KGgo=', handwritten_signature_type: 'drawn' });
    expect(screen.getByRole('status').textContent).toContain('The contract is signed by everyone');
  });

  it('tells a participant who already signed', async () => {
    show(createStoryApiClient(sampleAgreement({ signed: true })));
    expect((await screen.findByRole('status')).textContent).toBeTruthy();
    await screen.findByText('You have signed this contract');
    expect(screen.queryByRole('button', { name: 'Sign' })).toBeNull();
  });

  it('says when the state no longer allows signing', async () => {
    show(createStoryApiClient(sampleAgreement({ state: AgreementState.Cancelled })));
    await screen.findByText('This contract was cancelled by the sender and can no longer be signed');
    expect(screen.queryByRole('button', { name: 'Sign' })).toBeNull();
  });

  it('shows the §8 message of a failed sign (4002) and reports it', async () => {
    const signError = new ApiError(409, { status_code: 409, api_error_code: 4002, message: 'stale' });
    const { onError, onSigned } = show(createStoryApiClient(sampleAgreement(), { signError }));
    await screen.findByRole('button', { name: 'Sign' });
    confirmConsent();
    fireEvent.click(screen.getByRole('button', { name: 'Sign' }));
    expect((await screen.findByRole('alert')).textContent).toBe('The contract version is not up to date, refresh');
    expect(onError).toHaveBeenCalledWith(4002, 'The contract version is not up to date, refresh');
    expect(onSigned).not.toHaveBeenCalled();
  });

  it('names who asks for what: the sender, their company and the contract', async () => {
    show(createStoryApiClient(sampleAgreement()));
    expect((await screen.findByText('Olivia Owner asks you to sign Apartment rental agreement')).textContent).toBeTruthy();
    expect(screen.getByText('Acme Rentals')).toBeTruthy();
  });

  it('requires the explicit confirmation before a standard e-signature', async () => {
    const api = createStoryApiClient(sampleAgreement());
    show(api);
    fireEvent.click(await screen.findByRole('button', { name: 'Sign' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Please confirm that you have read the contract and agree to sign it electronically');
    const consent = screen.getByRole('checkbox', { name: 'I have read the contract and agree to sign it electronically' });
    expect(document.activeElement).toBe(consent);
    expect(api.signCalls).toEqual([]);
    confirmConsent();
    fireEvent.click(screen.getByRole('button', { name: 'Sign' }));
    await waitFor(() => expect(api.signCalls).toHaveLength(1));
  });

  it('after a signature that is not the last: thanks, and the PDF comes by email; no download yet', async () => {
    const start = sampleAgreement();
    start.participants.push({ ...start.participants[1]!, id: 13, fullname: 'Lisa Landlord', email: 'lisa@example.test' });
    show(createStoryApiClient(start));
    await screen.findByRole('button', { name: 'Sign' });
    confirmConsent();
    fireEvent.click(screen.getByRole('button', { name: 'Sign' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe("Thanks, you signedWe'll email you the signed PDF when everyone has signed."));
    expect(screen.queryByRole('button', { name: 'Download signed PDF' })).toBeNull();
  });

  it('a cancelled contract says whom to contact', async () => {
    show(createStoryApiClient(sampleAgreement({ state: AgreementState.Cancelled })));
    await screen.findByText('This contract was cancelled by the sender and can no longer be signed');
    expect(screen.getByRole('link', { name: 'olivia@acme.test' }).getAttribute('href')).toBe('mailto:olivia@acme.test');
  });

  it('shows the §2 error screen when loading fails', async () => {
    const loadError = new ApiError(404, { status_code: 404, api_error_code: 'NOT_FOUND', message: 'Invalid agreement Id' });
    const { onError } = show(createStoryApiClient(sampleAgreement(), { loadError }));
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Oh no');
    expect(onError).toHaveBeenCalledWith('NOT_FOUND', expect.any(String));
  });

  it('shows the load-failure page on a network error', async () => {
    const { onError } = show(createStoryApiClient(sampleAgreement(), { loadError: new TypeError('Failed to fetch') }));
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('An error occurred while loading');
    expect(onError).toHaveBeenCalledWith('NETWORK_ERROR', 'An error occurred while loading');
  });
});

describe('GuestSigning form filling (§3 type 12, §5 4007)', () => {
  /** The sections sample with the required tenant phone empty; a fake client logging PUT and sign in order. */
  function fillingClient(signMethod: SignMethod = SignMethod.Standard, assignee?: unknown) {
    const start = sampleSectionsAgreement({ signMethod });
    if (assignee !== undefined) start.boxes = start.boxes.map((b) => (b.type === BoxType.FormInput ? { ...b, config: { ...b.config, assignee } } : b));
    start.data = start.data.map((d) => ((d as { value: { key: string } }).value.key === 'tenant_phone' ? { key: 'data_field', value: { ...(d as { value: object }).value, value: '' } } : d));
    const base = createStoryApiClient(start);
    const calls: { call: string; body: unknown }[] = [];
    const api: ApiClient = {
      ...base,
      updateAgreement: async (id, body) => {
        calls.push({ call: `PUT agreements/${id}`, body });
        return { ...start, checksum: `${body.checksum}-filled`, data: body.data ?? start.data };
      },
      sign: async (id, pid, body) => {
        calls.push({ call: `sign ${id}/${pid}`, body });
        return { ...start, state: AgreementState.Signed };
      },
      requestSignCode: async (id, pid, body) => {
        calls.push({ call: `code ${id}/${pid}`, body });
        return { sent: true as const, phone_number: '•••567' };
      },
    };
    return { api, calls };
  }

  it('with a required input empty, Sign shows the 4007 text and calls nothing', async () => {
    const { api, calls } = fillingClient();
    const { onSigned } = show(api);
    await screen.findByRole('region', { name: 'Fill in before signing' });
    confirmConsent();
    fireEvent.click(screen.getByRole('button', { name: 'Sign' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Please fill in all required fields');
    expect(calls).toEqual([]);
    expect(onSigned).not.toHaveBeenCalled();
  });

  it("does not ask for a required input of a section assigned to another participant, and shows it read-only", async () => {
    const { api, calls } = fillingClient(SignMethod.Standard, { participant_id: 99 });
    const { onSigned } = show(api);
    const section = await screen.findByRole('region', { name: 'Form inputs' });
    expect(section.querySelectorAll('input')).toHaveLength(0);
    confirmConsent();
    fireEvent.click(screen.getByRole('button', { name: 'Sign' }));
    await waitFor(() => expect(onSigned).toHaveBeenCalledOnce());
    expect(calls.map((c) => c.call)).toEqual(['sign 7/12']);
  });

  it('saves the edited values with PUT before signing, and signs with the checksum of its answer', async () => {
    const { api, calls } = fillingClient();
    const { onSigned } = show(api);
    fireEvent.change(await screen.findByLabelText('Tenant phone (required)'), { target: { value: '+46 70 999' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Home insurance' }));
    confirmConsent();
    fireEvent.click(screen.getByRole('button', { name: 'Sign' }));
    await waitFor(() => expect(onSigned).toHaveBeenCalledOnce());
    expect(calls.map((c) => c.call)).toEqual(['PUT agreements/7', 'sign 7/12']);
    const put = calls[0]!.body as { checksum: string; data: { value: { key: string; value: unknown } }[] };
    expect(put.checksum).toBe('c0ffee');
    expect(Object.fromEntries(put.data.map((d) => [d.value.key, d.value.value]))).toMatchObject({ tenant_phone: '+46 70 999', insured: true, move_in: '' });
    expect(calls[1]!.body).toEqual({ checksum: 'c0ffee-filled', sign_method: 0 });
  });

  it('counts the required fields left and "Next required field" focuses the next empty one', async () => {
    const { api } = fillingClient();
    show(api);
    expect((await screen.findByText('1 of 1 required fields left')).textContent).toBeTruthy();
    const meter = screen.getByRole('progressbar', { name: 'Required fields filled in' });
    expect(meter.getAttribute('value')).toBe('0');
    fireEvent.click(screen.getByRole('button', { name: 'Next required field' }));
    const phone = screen.getByLabelText('Tenant phone (required)');
    expect(document.activeElement).toBe(phone);
    fireEvent.change(phone, { target: { value: '+46 70 999' } });
    expect(screen.getByText('All required fields are filled in')).toBeTruthy();
    expect(meter.getAttribute('value')).toBe('1');
    expect(screen.queryByRole('button', { name: 'Next required field' })).toBeNull();
  });

  it('SMS: saves the values before the code is requested, with the checksum of its answer', async () => {
    const { api, calls } = fillingClient(SignMethod.Sms);
    show(api);
    fireEvent.change(await screen.findByLabelText('Tenant phone (required)'), { target: { value: '+46 70 999' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send code by SMS' }));
    await waitFor(() => expect(calls.map((c) => c.call)).toEqual(['PUT agreements/7', 'code 7/12']));
    expect(calls[1]!.body).toEqual({ checksum: 'c0ffee-filled' });
  });
});
