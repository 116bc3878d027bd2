// @vitest-environment jsdom
import { type CreateParticipantRequest, type Participant, type Party } from '@inkflow/core';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ParticipantForm } from './ParticipantForm.js';
import { ParticipantList } from './ParticipantList.js';
import { withFieldLabels } from './ParticipantForm.js';
import { createAppI18n } from '../i18n/createAppI18n.js';

afterEach(() => cleanup());

const person = (id: number, fullname: string, partyId: number | null): Participant => ({
  id,
  fullname,
  email: `${fullname.split(' ')[0]!.toLowerCase()}@example.test`,
  type: 1,
  signMethod: 0,
  companyName: null,
  individual: partyId === null,
  partyId,
  signedAt: null,
  declinedAt: null,
  enabled: true,
});

describe('participants with parties', () => {
  it('starts a new signatory with the account’s default sign method and sends it', async () => {
    const onAdd = vi.fn(async (_p: CreateParticipantRequest) => true);
    const i18n = await createAppI18n('en');
    render(
      <I18nextProvider i18n={i18n}>
        <ParticipantForm onSubmit={onAdd} defaultSignMethod={10} />
      </I18nextProvider>,
    );
    expect((screen.getByLabelText('Sign method', { exact: true }) as HTMLSelectElement).value).toBe('10');
    fireEvent.change(screen.getByLabelText('Name', { exact: true }), { target: { value: 'Ada Lovelace' } });
    fireEvent.change(screen.getByLabelText('Email', { exact: true }), { target: { value: 'ada@example.test' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add participant' }));
    await vi.waitFor(() => expect(onAdd).toHaveBeenCalledTimes(1));
    expect(onAdd.mock.calls[0]![0]).toMatchObject({ type: 1, sign_method: 10 });
  });

  it('sends the company, title, two-step verification and address book fields in the create payload', async () => {
    const onAdd = vi.fn(async (_p: CreateParticipantRequest) => true);
    const i18n = await createAppI18n('en');
    render(
      <I18nextProvider i18n={i18n}>
        <ParticipantForm onSubmit={onAdd} />
      </I18nextProvider>,
    );
    expect(screen.queryByLabelText('Company name', { exact: true })).toBeNull(); // Individual by default
    fireEvent.change(screen.getByLabelText('Name', { exact: true }), { target: { value: 'Ada Lovelace' } });
    fireEvent.change(screen.getByLabelText('Email', { exact: true }), { target: { value: 'ada@example.test' } });
    fireEvent.change(screen.getByLabelText('Title', { exact: true }), { target: { value: 'CEO' } });
    fireEvent.change(screen.getByLabelText('Party', { exact: true }), { target: { value: 'company' } });
    fireEvent.change(screen.getByLabelText('Company name', { exact: true }), { target: { value: 'Acme AB' } });
    fireEvent.change(screen.getByLabelText('Organization number', { exact: true }), { target: { value: '556677-8899' } });
    fireEvent.change(screen.getByLabelText('Country', { exact: true }), { target: { value: 'se' } });
    fireEvent.change(screen.getByLabelText('Two-step verification', { exact: true }), { target: { value: 'email' } });
    fireEvent.click(screen.getByLabelText('Save to address book', { exact: true }));
    fireEvent.click(screen.getByRole('button', { name: 'Add participant' }));

    await vi.waitFor(() => expect(onAdd).toHaveBeenCalledTimes(1));
    expect(onAdd.mock.calls[0]![0]).toMatchObject({
      fullname: 'Ada Lovelace',
      email: 'ada@example.test',
      individual: false,
      company_name: 'Acme AB',
      company_orgnr: '556677-8899',
      company_country: 'SE',
      title: 'CEO',
      mfa_channel: 'email',
      save_to_address_book: true,
    });
  });

  it('sends individual: true and no company fields for an individual', async () => {
    const onAdd = vi.fn(async (_p: CreateParticipantRequest) => true);
    const i18n = await createAppI18n('en');
    render(
      <I18nextProvider i18n={i18n}>
        <ParticipantForm onSubmit={onAdd} />
      </I18nextProvider>,
    );
    fireEvent.change(screen.getByLabelText('Name', { exact: true }), { target: { value: 'Bo Ek' } });
    fireEvent.change(screen.getByLabelText('Email', { exact: true }), { target: { value: 'bo@example.test' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add participant' }));
    await vi.waitFor(() => expect(onAdd).toHaveBeenCalledTimes(1));
    const payload = onAdd.mock.calls[0]![0];
    expect(payload).toMatchObject({ individual: true, mfa_channel: 'none', save_to_address_book: false });
    expect(payload).not.toHaveProperty('company_name');
  });

  it('groups participants under their company party (with org number) or Individual, and renames a party', async () => {
    const parties: Party[] = [
      { id: 10, name: 'Acme AB', country: 'SE', orgnr: '556677-8899', individual: false },
      { id: 11, name: 'Bo Ek', country: null, orgnr: null, individual: true },
    ];
    const onRenameParty = vi.fn();
    const i18n = await createAppI18n('en');
    render(
      <I18nextProvider i18n={i18n}>
        <ParticipantList participants={[person(1, 'Ada Lovelace', 10), person(2, 'Bo Ek', 11), person(3, 'Cy Acme', 10)]} parties={parties} onRenameParty={onRenameParty} />
      </I18nextProvider>,
    );
    const acme = screen.getByRole('region', { name: 'Acme AB' });
    expect(within(acme).getByText('Org. no. 556677-8899')).toBeTruthy();
    expect(within(acme).getAllByRole('listitem').map((li) => li.querySelector('.participant-name')?.textContent)).toEqual(['Ada Lovelace', 'Cy Acme']);
    const individuals = screen.getByRole('region', { name: 'Individual' });
    expect(within(individuals).getAllByRole('listitem').map((li) => li.querySelector('.participant-name')?.textContent)).toEqual(['Bo Ek']);

    fireEvent.click(within(acme).getByRole('button', { name: 'Rename Acme AB' }));
    fireEvent.change(within(acme).getByLabelText('Party name', { exact: true }), { target: { value: 'Acme Group AB' } });
    fireEvent.click(within(acme).getByRole('button', { name: 'Save' }));
    expect(onRenameParty).toHaveBeenCalledWith(parties[0], 'Acme Group AB');
  });

  it('names the field by its label when it is missing or wrong, and sends nothing', async () => {
    const onAdd = vi.fn(async (_p: CreateParticipantRequest) => true);
    const i18n = await createAppI18n('en');
    render(
      <I18nextProvider i18n={i18n}>
        <ParticipantForm onSubmit={onAdd} />
      </I18nextProvider>,
    );
    fireEvent.change(screen.getByLabelText('Email', { exact: true }), { target: { value: 'not-an-email' } });
    fireEvent.change(screen.getByLabelText('Sign method'), { target: { value: '1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add participant' }));
    expect(screen.getByText('Name is required')).toBeTruthy();
    expect(screen.getByText('Email is not a valid email address')).toBeTruthy();
    expect(screen.getByText('Phone number is required')).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/fullname|phone_number/);
    expect(screen.getByLabelText('Name', { exact: true }).getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(screen.getByLabelText('Name', { exact: true }));
    expect(onAdd).not.toHaveBeenCalled();
  });

  it('sends the phone in E.164 from the national number under the picked country', async () => {
    const onAdd = vi.fn(async (_p: CreateParticipantRequest) => true);
    const i18n = await createAppI18n('en');
    render(
      <I18nextProvider i18n={i18n}>
        <ParticipantForm onSubmit={onAdd} />
      </I18nextProvider>,
    );
    fireEvent.change(screen.getByLabelText('Name', { exact: true }), { target: { value: 'Sam Sms' } });
    fireEvent.change(screen.getByLabelText('Email', { exact: true }), { target: { value: 'sam@example.test' } });
    fireEvent.change(screen.getByLabelText('Sign method'), { target: { value: '1' } });
    fireEvent.change(screen.getByLabelText('Phone number', { exact: true }), { target: { value: '070 123 45 67' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add participant' }));
    await vi.waitFor(() => expect(onAdd).toHaveBeenCalledTimes(1));
    expect(onAdd.mock.calls[0]![0]).toMatchObject({ sign_method: 1, phone_number: '+46701234567' });
  });

  it('replaces wire keys of a server message with the field labels', async () => {
    const i18n = await createAppI18n('en');
    const t = i18n.getFixedT('en', 'app');
    expect(withFieldLabels('fullname: Required; phone_number is not a valid phone number', (k) => t(k))).toBe('Name: Required; Phone number is not a valid phone number');
    expect(withFieldLabels('body/email: Invalid, "title" too long', (k) => t(k))).toBe('body/Email: Invalid, Title too long');
    // An English sentence keeps its words.
    expect(withFieldLabels('A person with that phone number or email already exists in the contract', (k) => t(k))).toBe(
      'A person with that phone number or email already exists in the contract',
    );
  });

  it('shows no status words on a draft, and the status once sent', async () => {
    const i18n = await createAppI18n('en');
    const { rerender } = render(
      <I18nextProvider i18n={i18n}>
        <ParticipantList participants={[person(1, 'Ada Lovelace', null)]} sent={false} />
      </I18nextProvider>,
    );
    expect(document.body.textContent).not.toContain('Awaiting');
    expect(screen.getByText('AL')).toBeTruthy();
    rerender(
      <I18nextProvider i18n={i18n}>
        <ParticipantList participants={[person(1, 'Ada Lovelace', null)]} sent />
      </I18nextProvider>,
    );
    expect(document.querySelector('.participant-status')?.textContent).toBeTruthy();
  });
});
