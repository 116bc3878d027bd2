// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import { ApiError, createI18n, type ApiClient, type MessageWire } from '@inkflow/core';
import { GuestSigning, InkflowI18nProvider } from '@inkflow/ui';
import { createStoryApiClient } from '../stories/createStoryApiClient.js';
import { sampleAgreement } from '../stories/sampleAgreement.js';
import { sampleMessage } from './sampleMessages.js';

let i18n: I18n;
beforeAll(async () => {
  i18n = await createI18n('en');
});
afterEach(cleanup);

type Call = { key: string; params?: unknown; query?: Record<string, unknown>; body?: unknown };

/** The message routes of a server, in memory: the calls made, and the threads served by type. */
function messageServer(threads: MessageWire[]) {
  const calls: Call[] = [];
  let nextId = 100;
  const call = vi.fn(async (key: string, input: Omit<Call, 'key'> = {}) => {
    calls.push({ key, ...input });
    if (key === 'GET /agreements/:id/messages/') {
      const types = ([] as unknown[]).concat(input.query?.['type'] ?? []).map(Number);
      const status = input.query?.['status'];
      const matching = threads.filter(
        (m) => types.includes(m.type) && (status !== 'active' || (m.status === null && m.config['status'] !== 'resolved')) && (status !== 'resolved' || m.status !== null || m.config['status'] === 'resolved'),
      );
      const offset = Number(input.query?.['offset'] ?? 0);
      const limit = Number(input.query?.['limit'] ?? 20);
      return { collection: matching.slice(offset, offset + limit), count: matching.length, unread: { chat: 2, comments: 0 } };
    }
    if (key === 'POST /agreements/:id/messages/read') return undefined;
    if (key === 'POST /agreements/:id/messages/') {
      const body = input.body as { type: 2 | 3 | 4; body: string; parent_id?: number };
      const message = sampleMessage({ id: nextId++, type: body.type, body: body.body, participant_id: 12, parent: body.parent_id ? { id: body.parent_id } : null });
      return message;
    }
    if (key === 'PUT /agreements/:id/messages/:mid') {
      const { mid } = input.params as { mid: number };
      const found = threads.find((m) => m.id === mid)!;
      return { ...found, config: (input.body as { config: Record<string, unknown> }).config };
    }
    throw new ApiError(404, { status_code: 404, api_error_code: 'NOT_FOUND', message: 'no route' });
  });
  return { call, calls };
}

function show(api: ApiClient) {
  return render(
    <InkflowI18nProvider i18n={i18n}>
      <GuestSigning api={api} agreementId={7} pushOrigin={null} />
    </InkflowI18nProvider>,
  );
}

const chat = (id: number, body: string) => sampleMessage({ id, type: 2, body, participant_id: null, position_id: 1, author: { name: 'Olivia Owner', side: 'sender' } });

describe('GuestSigning collaboration', () => {
  it('says Start collaborating without comments, and All resolved! when every comment is settled', async () => {
    for (const [threads, text] of [
      [[chat(1, 'Hi')], 'Start collaborating'],
      [[sampleMessage({ id: 2, type: 3, body: 'Done', config: { status: 'resolved' }, comment_scope: { box_id: 1 } })], 'All resolved!'],
    ] as const) {
      const server = messageServer([...threads]);
      show({ ...createStoryApiClient(sampleAgreement()), call: server.call as unknown as ApiClient['call'] });
      fireEvent.click(await screen.findByRole('button', { name: /Questions\? Message Olivia/ }));
      const dialog = await screen.findByRole('dialog');
      fireEvent.click(within(dialog).getByRole('tab', { name: /^Comments/ }));
      expect(await within(dialog).findByText(text)).toBeTruthy();
      cleanup();
    }
  });

  it('the entry button names the sender and counts unread; the panel lists the last 6, shows earlier, sends and marks read', async () => {
    const threads = [9, 8, 7, 6, 5, 4, 3].map((id) => chat(id, `Hello ${id}`));
    const server = messageServer(threads);
    show({ ...createStoryApiClient(sampleAgreement()), call: server.call as unknown as ApiClient['call'] });
    const entry = await screen.findByRole('button', { name: /Questions\? Message Olivia/ });
    await waitFor(() => expect(entry.textContent).toContain('2'));
    expect(server.calls[0]).toMatchObject({ key: 'GET /agreements/:id/messages/', params: { id: 7 }, query: { type: ['3', '4'], status: 'active' } });

    fireEvent.click(entry);
    const dialog = await screen.findByRole('dialog', { name: 'Questions? Message Olivia' });
    expect(within(dialog).getByRole('tab', { name: 'Chat' }).getAttribute('aria-selected')).toBe('true');
    await within(dialog).findByText('Hello 9');
    expect(within(dialog).queryByText('Hello 3')).toBeNull();
    expect(server.calls).toContainEqual({ key: 'POST /agreements/:id/messages/read', params: { id: 7 }, body: { message_id: 9 } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Show earlier' }));
    await within(dialog).findByText('Hello 3');
    expect(within(dialog).queryByRole('button', { name: 'Show earlier' })).toBeNull();

    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Message' }), { target: { value: 'When do I get the keys?' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    await within(dialog).findByText('When do I get the keys?');
    expect(server.calls).toContainEqual({ key: 'POST /agreements/:id/messages/', params: { id: 7 }, body: { type: 2, body: 'When do I get the keys?' } });
    // No accept or reject for a guest.
    expect(within(dialog).queryByRole('button', { name: 'Accept' })).toBeNull();
  });

  it('comments: filters Active, All, Resolved; Resolve on the guest’s own comment only', async () => {
    const own = sampleMessage({ id: 21, type: 3, body: 'Which day?', participant_id: 12, comment_scope: { box_id: 2, start: 16, end: 32, quote: 'due on the first' } });
    const theirs = sampleMessage({ id: 22, type: 3, body: 'Noted', participant_id: null, position_id: 1, author: { name: 'Olivia Owner', side: 'sender' }, comment_scope: { box_id: 1 } });
    const done = sampleMessage({ id: 23, type: 3, body: 'Old one', participant_id: 12, config: { status: 'resolved' }, comment_scope: { box_id: 1 } });
    const server = messageServer([done, theirs, own]);
    show({ ...createStoryApiClient(sampleAgreement()), call: server.call as unknown as ApiClient['call'] });
    fireEvent.click(await screen.findByRole('button', { name: /Questions\? Message Olivia/ }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('tab', { name: 'Comments' }));
    await within(dialog).findByText('Which day?');
    expect(within(dialog).getByRole('radio', { name: 'Active' })).toHaveProperty('checked', true);
    expect(within(dialog).queryByText('Old one')).toBeNull();
    expect(within(dialog).getAllByRole('button', { name: 'Resolve' })).toHaveLength(1);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Resolve' }));
    await waitFor(() => expect(within(dialog).queryByText('Which day?')).toBeNull());
    expect(server.calls).toContainEqual({ key: 'PUT /agreements/:id/messages/:mid', params: { id: 7, mid: 21 }, body: { config: { status: 'resolved' } } });
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Resolved' }));
    await within(dialog).findByText('Old one');
    expect(within(dialog).getByRole('button', { name: 'Reopen' })).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('radio', { name: 'All' }));
    await within(dialog).findByText('Noted');
  });

  it('4204 on signing lists the blocking suggestions (quote → inserted) instead of signing', async () => {
    const blocking = sampleMessage({ id: 31, type: 4, suggestion: { box_id: 2, start: 45, end: 50, deleted: 'month', inserted: 'quarter' } });
    const server = messageServer([blocking]);
    const signError = new ApiError(409, { status_code: 409, api_error_code: 4204, message: 'Active suggestions' });
    show({ ...createStoryApiClient(sampleAgreement(), { signError }), call: server.call as unknown as ApiClient['call'] });
    await screen.findByRole('heading', { level: 1, name: 'Apartment rental agreement' });
    fireEvent.click(screen.getByRole('checkbox', { name: 'I have read the contract and agree to sign it electronically' }));
    fireEvent.click(screen.getByRole('button', { name: 'Sign' }));
    const list = await screen.findByRole('alert', { name: 'Active suggestions must be resolved before signing' });
    expect(list.textContent).toContain('month → quarter');
    expect(within(list).getByRole('button', { name: 'Show in document' })).toBeTruthy();
    // The tracked change is drawn in the document, where "Show in document" leads.
    await waitFor(() => expect(document.querySelector('ins.ink-suggestion-insert[data-message-id="31"]')?.textContent).toBe('quarter'));
  });
});
