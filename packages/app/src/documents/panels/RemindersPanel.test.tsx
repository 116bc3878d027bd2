// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { panelsTestServer } from './panelsTestServer.js';
import { RemindersPanel, toLocalInput } from './RemindersPanel.js';
import { renderPanel } from './testRender.js';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('RemindersPanel', () => {
  it('creates a reminder for chosen colleagues at a time, edits and deletes it', async () => {
    const server = panelsTestServer();
    vi.stubGlobal('fetch', server.fetch);
    await renderPanel(<RemindersPanel agreementId={5} />);
    const region = screen.getByRole('region', { name: 'Reminders' });
    expect(await within(region).findByText('No reminders')).toBeTruthy();

    const at = new Date(Date.UTC(2030, 4, 1, 9, 30)).toISOString();
    fireEvent.change(within(region).getByLabelText('Send at'), { target: { value: toLocalInput(at) } });
    fireEvent.click(within(region).getByLabelText('Colleague'));
    fireEvent.change(within(region).getByLabelText('Subject'), { target: { value: 'Renew?' } });
    fireEvent.change(within(region).getByLabelText('Message'), { target: { value: 'Check the renewal' } });
    fireEvent.click(within(region).getByRole('button', { name: 'Add reminder' }));
    expect(await within(region).findByText('Renew?')).toBeTruthy();
    expect(server.state.reminders[0]).toMatchObject({ agreement_id: 5, to_positions: [2], date_time: at, subject: 'Renew?', message: 'Check the renewal' });

    fireEvent.click(within(region).getByRole('button', { name: 'Edit reminder Renew?' }));
    const item = within(region).getAllByRole('listitem')[0]!;
    fireEvent.change(within(item).getByLabelText('Subject'), { target: { value: 'Renew now' } });
    fireEvent.click(within(item).getByRole('button', { name: 'Save' }));
    expect(await within(region).findByText('Renew now')).toBeTruthy();

    vi.spyOn(window, 'confirm').mockReturnValue(true);
    fireEvent.click(within(region).getByRole('button', { name: 'Delete reminder Renew now' }));
    expect(await within(region).findByText('No reminders')).toBeTruthy();
    expect(server.state.reminders).toHaveLength(0);
  });

  it('shows sent reminders as sent, without edit or delete; requires recipients and a subject', async () => {
    const server = panelsTestServer();
    server.state.reminders.push({ id: 1, agreement_id: 5, to_positions: [1], date_time: '2026-01-02T08:00:00.000Z', subject: 'Old one', message: '', sent_at: '2026-01-02T08:00:05.000Z' });
    vi.stubGlobal('fetch', server.fetch);
    await renderPanel(<RemindersPanel agreementId={5} />);
    const region = screen.getByRole('region', { name: 'Reminders' });
    const item = (await within(region).findByText('Old one')).closest('li')!;
    expect(within(item).getByText(/^Sent /)).toBeTruthy();
    expect(within(item).queryByRole('button')).toBeNull();

    fireEvent.click(within(region).getByRole('button', { name: 'Add reminder' }));
    expect(within(region).getByText('Send at is required')).toBeTruthy();
    expect(within(region).getByText('Recipients are required')).toBeTruthy();
    expect(within(region).getByText('Subject is required')).toBeTruthy();
    expect(server.state.requests.filter((r) => r.route.startsWith('POST'))).toHaveLength(0);
  });
});
