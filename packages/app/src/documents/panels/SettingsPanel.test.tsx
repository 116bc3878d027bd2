// @vitest-environment jsdom
import { agreementFromWire, type Agreement, type AgreementWire } from '@inkflow/core';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { panelsTestServer } from './panelsTestServer.js';
import { SettingsPanel } from './SettingsPanel.js';
import { renderPanel } from './testRender.js';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

async function setup() {
  const server = panelsTestServer();
  vi.stubGlobal('fetch', server.fetch);
  const agreement: Agreement = agreementFromWire(server.agreementWire() as AgreementWire);
  const onChange = vi.fn();
  await renderPanel(<SettingsPanel agreement={agreement} onChange={onChange} />);
  return { server, onChange, region: screen.getByRole('region', { name: 'Settings' }) };
}

describe('SettingsPanel', () => {
  it('saves the value as a decimal string and the other settings with the checksum, then hands on the server\'s answer', async () => {
    const { server, onChange, region } = await setup();
    const day = new Date(Date.now() + 5 * 86_400_000).toISOString().slice(0, 10);
    fireEvent.change(within(region).getByLabelText('Agreement value'), { target: { value: '1250.50' } });
    fireEvent.change(within(region).getByLabelText('Expire date'), { target: { value: day } });
    fireEvent.change(within(region).getByLabelText('Language'), { target: { value: 'sv' } });
    fireEvent.change(within(region).getByLabelText('Template group'), { target: { value: ' Sales ' } });
    fireEvent.click(within(region).getByLabelText('Counterparties may decline'));
    fireEvent.click(within(region).getByRole('button', { name: 'Save' }));
    await within(region).findByText('Saved');

    expect(server.state.requests.filter((r) => r.route.startsWith('PUT')).map((r) => [r.route, r.body])).toEqual([
      ['PUT /api/agreements/5/agreement_value', { amount: '1250.50' }],
      ['PUT /api/agreements/5', { checksum: 'c1', expire_date: day, language: 'sv', template_group: 'Sales', counterpart_decline: false }],
    ]);
    const saved = onChange.mock.calls.at(-1)![0] as Agreement;
    // PUT answers what GET shows (one agreement shape): the value set just before comes back with it.
    expect(saved).toMatchObject({ checksum: 'c1+', agreementValue: '1250.50', language: 'sv', templateGroup: 'Sales', counterpartDecline: false, noteCount: 0 });
    expect(saved).toEqual(agreementFromWire(server.agreementWire() as AgreementWire));
  });

  it('checks the value with the §5 number rules before calling the server', async () => {
    const { server, region } = await setup();
    const value = within(region).getByLabelText('Agreement value');
    fireEvent.change(value, { target: { value: '12.345' } });
    fireEvent.click(within(region).getByRole('button', { name: 'Save' }));
    expect(await within(region).findByText('Not allowed to have more than 2 decimal(s)')).toBeTruthy();
    fireEvent.change(value, { target: { value: '12 euro' } });
    fireEvent.click(within(region).getByRole('button', { name: 'Save' }));
    expect(await within(region).findByText('Agreement value is not a valid number')).toBeTruthy();
    fireEvent.change(value, { target: { value: '2000000000000' } });
    fireEvent.click(within(region).getByRole('button', { name: 'Save' }));
    expect(await within(region).findByText('Agreement value is not allowed to be above 1000000000000')).toBeTruthy();
    expect(server.state.requests).toHaveLength(0);
  });

  it('shows the §8 text of 4002 when the contract changed meanwhile, and changes nothing', async () => {
    const { server, onChange, region } = await setup();
    server.state.checksum = 'c2';
    fireEvent.change(within(region).getByLabelText('Template group'), { target: { value: 'Sales' } });
    fireEvent.click(within(region).getByRole('button', { name: 'Save' }));
    expect((await within(region).findByRole('alert')).textContent).toBe('The contract version is not up to date, refresh');
    expect(onChange).not.toHaveBeenCalled();
    expect(server.state.templateGroup).toBeNull();
  });

  it('collapses and expands from its heading button', async () => {
    const { region } = await setup();
    const toggle = within(region).getByRole('button', { name: 'Settings' });
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(within(region).getByLabelText('Agreement value').closest('[hidden]')).not.toBeNull();
    fireEvent.click(toggle);
    expect(within(region).getByLabelText('Agreement value').closest('[hidden]')).toBeNull();
  });
});
