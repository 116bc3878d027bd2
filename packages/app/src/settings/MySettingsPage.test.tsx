// @vitest-environment jsdom
import { positionFromWire, type PositionWire } from '@inkflow/core';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '../session/services.js';
import { MySettingsPage } from './MySettingsPage.js';
import { putBody, renderSettingsPage } from './renderSettingsPage.js';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const me: PositionWire = {
  id: 7,
  fullname: 'Ada Lovelace',
  email: 'ada@inkflow.test',
  language: 'en',
  user_role: 'member',
  title: 'Counsel',
  phone: '+46701234567',
  notifications: { agreement_signed: true, comment_posted: true, mentioned: true },
  account: { id: 3, name: 'Demo Ltd', features: {} },
  collections: [],
};

beforeEach(() => {
  useSession.setState({ position: positionFromWire(me) });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** Renders the page with `fetch` answering its calls (path, method, JSON body as sent). */
async function renderPage(fetch: ReturnType<typeof vi.fn>) {
  await renderSettingsPage(<MySettingsPage />, fetch);
  return screen.findByLabelText('Name');
}

describe('MySettingsPage', () => {
  it('shows the signed-in position’s settings', async () => {
    const name = (await renderPage(vi.fn())) as HTMLInputElement;
    expect(name.value).toBe('Ada Lovelace');
    expect((screen.getByLabelText(/Job title/) as HTMLInputElement).value).toBe('Counsel');
    expect((screen.getByLabelText('Phone') as HTMLInputElement).value).toBe('070-123 45 67');
    expect((screen.getByLabelText('Language') as HTMLSelectElement).value).toBe('en');
    const choices = screen.getAllByRole('checkbox') as HTMLInputElement[];
    expect(choices.map((c) => [c.parentElement!.textContent, c.checked])).toEqual([
      ['A counterparty signs a contract I own or take part in', true],
      ['Someone comments on a contract I own or take part in', true],
      ['Someone mentions me', true],
    ]);
  });

  it('saves the edited settings with PUT /positions/{id} and puts the answer in the session', async () => {
    const fetch = vi.fn(async (path: string, init?: RequestInit) => {
      expect(path).toBe('/api/positions/7');
      const body = JSON.parse(init!.body as string) as Record<string, unknown>;
      return json(200, { ...me, fullname: body.fullname, title: 'Head of Legal', notifications: { agreement_signed: true, comment_posted: false, mentioned: true } });
    });
    const name = await renderPage(fetch);
    fireEvent.change(name, { target: { value: '  Ada King ' } });
    fireEvent.change(screen.getByLabelText(/Job title/), { target: { value: 'Head of Legal' } });
    fireEvent.click(screen.getByLabelText('Someone comments on a contract I own or take part in'));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('status')).textContent).toBe('Settings saved');
    expect(putBody(fetch)).toEqual({
      fullname: 'Ada King',
      title: 'Head of Legal',
      phone: '+46701234567',
      language: 'en',
      notifications: { agreement_signed: true, comment_posted: false, mentioned: true },
    });
    expect(useSession.getState().position).toMatchObject({ fullname: 'Ada King', title: 'Head of Legal', notifications: { commentPosted: false } });
  });

  it('refuses an empty name before sending anything, and clears the phone with an empty field', async () => {
    const fetch = vi.fn(async () => json(200, { ...me, phone: null }));
    const name = await renderPage(fetch);
    fireEvent.change(name, { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Name is required');
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(fetch).not.toHaveBeenCalled();
    fireEvent.change(name, { target: { value: 'Ada' } });
    fireEvent.change(screen.getByLabelText('Phone'), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    expect(putBody(fetch)).toMatchObject({ fullname: 'Ada', phone: '+' });
  });

  it("shows the server's 400 message and keeps the session as it was", async () => {
    const fetch = vi.fn(async () => json(400, { status_code: 400, api_error_code: 'BAD_REQUEST', message: 'phone: Phone number is not a valid phone number' }));
    await renderPage(fetch);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Phone number is not a valid phone number');
    expect(useSession.getState().position!.fullname).toBe('Ada Lovelace');
  });
});
