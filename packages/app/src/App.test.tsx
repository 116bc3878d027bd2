// @vitest-environment jsdom
import { createI18n } from '@inkflow/core';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, useLocation } from 'react-router';
import { Editor, Transforms } from 'slate';
import { ELEMENT_TO_NODE } from 'slate-dom';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { App } from './App.js';
import { appResources } from './i18n/createAppI18n.js';
import { useSession } from './session/services.js';
import { autosaveDelayMs } from './documents/useAgreementDraft.js';

/** A tiny in-memory stand-in for the server's §7 calls used by the app. */
function fakeServer() {
  const state = { signedIn: false, checksum: 'c1', name: 'Untitled contract', puts: [] as unknown[], state: 0, participants: [] as unknown[], published: null as unknown };
  const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  const position = { id: 1, fullname: 'Demo User', email: 'demo@inkflow.test', language: 'en', user_role: 'admin', account: { id: 1, name: 'Demo Company' }, collections: [{ id: 7, name: 'Contracts', virtual: false }] };
  const agreement = () => ({
    id: 5, name: state.name, state: state.state, checksum: state.checksum, collection_id: 7, boxes: [], box_order: [], data: [], config: {}, subject: null, message: null,
    language: null, participants: state.participants, parties: [], current_participant_id: null, created: '2026-01-01T00:00:00Z', updated: '2026-01-01T00:00:00Z', published_at: null,
  });
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const url = new URL(request.url);
    const route = `${request.method} ${url.pathname}`;
    if (route === 'GET /api/positions/login_method') return json(200, { loginMethods: ['password'] });
    if (route === 'POST /api/positions/login') {
      const body = (await request.json()) as { password: string };
      if (body.password !== 'right-password') return json(401, { status_code: 401, api_error_code: 1000, message: 'Invalid email/password' });
      state.signedIn = true;
      return json(200, position);
    }
    if (!state.signedIn) return json(401, { status_code: 401, api_error_code: 99, message: 'Not logged in' });
    if (route === 'GET /api/positions/me') return json(200, position);
    if (route === 'GET /api/agreements/') return json(200, { collection: [{ id: 5, name: state.name, state: 0, collection_id: 7, updated: '2026-01-01T00:00:00Z' }], count: 1 });
    if (route === 'GET /api/agreements/5') return json(200, agreement());
    if (route === 'PUT /api/agreements/5') {
      const body = (await request.json()) as { checksum: string; name: string };
      state.puts.push(body);
      if (body.checksum !== state.checksum) return json(409, { status_code: 409, api_error_code: 4002, message: 'stale' });
      state.name = body.name;
      state.checksum = `${state.checksum}+`;
      return json(200, agreement());
    }
    if (route === 'POST /api/agreements/5/participants/') {
      const body = (await request.json()) as { fullname: string; email: string; type: number; sign_method: number };
      if (state.participants.length > 0) return json(409, { status_code: 409, api_error_code: 4101, message: 'duplicate' });
      state.participants.push({ id: 11, fullname: body.fullname, email: body.email, type: body.type, sign_method: body.sign_method, company_name: null, individual: true, party_id: null, signed_at: null, declined_at: null, enabled: true });
      return json(200, agreement());
    }
    if (route === 'POST /api/agreements/5/publish') {
      state.published = await request.json();
      state.state = 1;
      return json(200, agreement());
    }
    // The side panels' lists (notes, links, reminders, colleagues): empty.
    if (['GET /api/agreements/5/notes/', 'GET /api/agreements/5/links/', 'GET /api/agreements/5/delayed_events/', 'GET /api/positions/'].includes(route)) return json(200, { collection: [], count: 0 });
    return json(404, { status_code: 404, api_error_code: 'NOT_FOUND', message: route });
  });
  return { state, fetch };
}

let i18n: I18n;
beforeAll(async () => {
  i18n = await createI18n('en');
  // The text editor's toolbar names (its buttons are driven below).
  for (const ns of ['app', 'auth', 'richtext'] as const) i18n.addResourceBundle('en', ns, appResources[ns]);
  // The pages are lazy chunks (App.tsx): load the ones these tests visit once here, so the first
  // visit does not spend the findBy* wait on transforming the editor's modules.
  await Promise.all([import('./dashboard/DashboardPage.js'), import('./documents/DocumentPage.js')]);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  sessionStorage.clear();
  useSession.setState({ position: null, status: 'unknown', loading: false, error: null, loggedOutByUser: false });
});

function Where() {
  const location = useLocation();
  return <output data-testid="where">{location.pathname + location.search}</output>;
}

function renderAt(path: string) {
  return render(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter initialEntries={[path]}>
        <App />
        <Where />
      </MemoryRouter>
    </I18nextProvider>,
  );
}

describe('App', () => {
  it('sends a signed-out visitor to login and back to the page after logging in', async () => {
    const server = fakeServer();
    vi.stubGlobal('fetch', server.fetch);
    renderAt('/documents/5?m=1');
    await screen.findByRole('heading', { name: 'Log in to your account' });
    expect(screen.getByTestId('where').textContent).toBe('/login');

    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'demo@inkflow.test' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    fireEvent.change(await screen.findByLabelText('Password'), { target: { value: 'wrong' } });
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Invalid email/password, Please try again');

    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'right-password' } });
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    // The document page: its header names the contract (renamed in place).
    await screen.findByRole('button', { name: 'Rename contract: Untitled contract' });
    expect(screen.getByTestId('where').textContent).toBe('/documents/5?m=1');
  });

  it('autosaves with the loaded checksum after the last edit and keeps the text on 4002', async () => {
    const server = fakeServer();
    server.state.signedIn = true;
    vi.stubGlobal('fetch', server.fetch);
    renderAt('/contracts');
    expect(await screen.findByRole('link', { name: 'Untitled contract' })).toBeTruthy();
    expect(screen.getByText('Draft')).toBeTruthy();

    fireEvent.click(screen.getByRole('link', { name: 'Untitled contract' }));
    const rename = await screen.findByRole('button', { name: 'Rename contract: Untitled contract' });
    // jsdom has no beforeinput with target ranges: text goes in through the Slate editor behind
    // the editable (its insertText at the end), formatting through the toolbar buttons.
    const editable = screen.getByRole('textbox', { name: 'Section 1: Text content' });
    const editor = ELEMENT_TO_NODE.get(editable) as Editor;
    const settle = (change: () => void) => act(async () => change());
    const typeAtEnd = (text: string) =>
      settle(() => {
        Transforms.select(editor, Editor.end(editor, []));
        editor.insertText(text);
      });
    let putsBefore = 0;
    // The autosave timer is driven by hand: every edit restarts it, and only autosaveDelayMs
    // after the last one does the one PUT go out.
    const autosave = async (edits: () => Promise<void>) => {
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
      try {
        await edits();
        await act(() => vi.advanceTimersByTimeAsync(autosaveDelayMs - 1));
        expect(server.state.puts).toHaveLength(putsBefore);
        await act(() => vi.advanceTimersByTimeAsync(1));
      } finally {
        vi.useRealTimers();
      }
      await waitFor(() => expect(server.state.puts).toHaveLength(putsBefore + 1));
      putsBefore += 1;
    };

    await autosave(async () => {
      fireEvent.click(rename);
      const name = screen.getByRole('textbox', { name: 'Contract name' });
      fireEvent.change(name, { target: { value: 'Lease' } });
      fireEvent.keyDown(name, { key: 'Enter' });
      await typeAtEnd('Terms');
      await settle(() => fireEvent.click(screen.getByRole('button', { name: 'Heading 1' })));
      await settle(() => editor.insertBreak());
      await settle(() => fireEvent.click(screen.getByRole('button', { name: 'Paragraph' })));
      await typeAtEnd('One month.');
      expect(screen.getByText('Unsaved changes')).toBeTruthy();
    });
    await screen.findByText('All changes saved');
    expect(server.state.puts[0]).toMatchObject({
      checksum: 'c1',
      name: 'Lease',
      boxes: [{ type: 10, content: { nodes: [{ type: 'heading', level: 1, children: [{ text: 'Terms' }] }, { type: 'paragraph', children: [{ text: 'One month.' }] }] } }],
    });
    expect(screen.getByRole('button', { name: 'Rename contract: Lease' })).toBeTruthy();

    // Someone else saves meanwhile: the next autosave is refused as stale and nothing is lost.
    server.state.checksum = 'changed-elsewhere';
    await autosave(() => typeAtEnd(' Two months.'));
    expect(server.state.puts[1]).toMatchObject({ checksum: 'c1+', boxes: [{ content: { nodes: [{ type: 'heading' }, { children: [{ text: 'One month. Two months.' }] }] } }] });
    const stale = await screen.findByRole('dialog', { name: 'Someone else changed this contract' });
    expect((await within(stale).findByText(/Your changes are still here and not saved yet\./)).textContent).toMatch(/^A newer version was saved on /);
    expect(screen.getByText('Not saved')).toBeTruthy();
    expect(editable.querySelector('p')?.textContent).toBe('One month. Two months.');
    expect(editable.querySelector('h3')?.textContent).toBe('Terms');

    // Keep editing: the dialog closes, the text stays, and autosave waits for the user's choice.
    fireEvent.click(within(stale).getByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // (Were an autosave sent now, it would be the third PUT, on the stale checksum: see below.)
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      await typeAtEnd(' Three.');
      await act(() => vi.advanceTimersByTimeAsync(autosaveDelayMs * 2));
    } finally {
      vi.useRealTimers();
    }
    expect(editable.querySelector('p')?.textContent).toBe('One month. Two months. Three.');
    expect(screen.getByText('Not saved')).toBeTruthy();

    // Review, Keep my version: the edits are saved over their version, on its checksum.
    fireEvent.click(screen.getByRole('button', { name: 'Review' }));
    const again = await screen.findByRole('dialog', { name: 'Someone else changed this contract' });
    const keepMine = within(again).getByRole('button', { name: 'Keep my version' });
    await waitFor(() => expect(keepMine).toHaveProperty('disabled', false));
    fireEvent.click(keepMine);
    await waitFor(() => expect(server.state.puts).toHaveLength(3));
    expect(server.state.puts[2]).toMatchObject({ checksum: 'changed-elsewhere', name: 'Lease', boxes: [{ content: { nodes: [{ type: 'heading' }, { children: [{ text: 'One month. Two months. Three.' }] }] } }] });
    await screen.findByText('All changes saved');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('adds a signatory and sends the contract through the dialog', async () => {
    const server = fakeServer();
    server.state.signedIn = true;
    vi.stubGlobal('fetch', server.fetch);
    renderAt('/documents/5');
    // Participants are added from the document sidebar, through the Add participant dialog.
    const sidebar = await screen.findByRole('complementary', { name: 'Document details' });
    fireEvent.click(await within(sidebar).findByRole('button', { name: 'Add participant' }));
    let form = await screen.findByRole('dialog', { name: 'Add participant' });
    fireEvent.change(within(form).getByLabelText('Name'), { target: { value: 'Sam Signer' } });
    fireEvent.change(within(form).getByLabelText('Email'), { target: { value: 'sam@example.com' } });
    fireEvent.change(within(form).getByLabelText('Sign method'), { target: { value: '10' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Add participant' }));
    const row = (await within(sidebar).findByText('sam@example.com')).closest('li');
    expect(row?.textContent).toContain('Handwritten signature');
    // A draft awaits nothing yet: no status words before sending.
    expect(row?.textContent).not.toContain('Awaiting signature');

    fireEvent.click(within(sidebar).getByRole('button', { name: 'Add participant' }));
    form = await screen.findByRole('dialog', { name: 'Add participant' });
    fireEvent.change(within(form).getByLabelText('Name'), { target: { value: 'Sam Again' } });
    fireEvent.change(within(form).getByLabelText('Email'), { target: { value: 'sam@example.com' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Add participant' }));
    expect((await within(form).findByRole('alert')).textContent).toBe('A person with that phone number or email already exists in the contract');
    fireEvent.click(within(form).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add participant' })).toBeNull());

    // Send is the header's one primary action for a draft; it opens the send dialog.
    const actions = screen.getByRole('group', { name: 'Document actions' });
    fireEvent.click(within(actions).getByRole('button', { name: 'Send' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send contract' });
    // Modal: the page behind the dialog is hidden from assistive technology while it is open.
    expect(within(sidebar).getByRole('button', { name: 'Add participant', hidden: true }).closest('[aria-hidden="true"]')).not.toBeNull();
    expect((within(dialog).getByLabelText('Subject') as HTMLInputElement).value).toBe('Untitled contract');
    fireEvent.change(within(dialog).getByLabelText('Message'), { target: { value: 'Hi Sam' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Send contract' })).toBeNull());
    expect(server.state.published).toEqual({ subject: 'Untitled contract', message: 'Hi Sam' });

    // Sent: the header's badge says what it waits for, and the page is read-only.
    expect(await screen.findByText('Waiting for signatures')).toBeTruthy();
    expect(screen.getByText('This contract has been sent and can no longer be edited.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Rename contract/ })).toBeNull();
    expect(screen.queryByRole('textbox', { name: 'Section 1: Text content' })).toBeNull();
    expect(within(screen.getByRole('group', { name: 'Document actions' })).queryByRole('button', { name: 'Send' })).toBeNull();
  });

  it('sends unknown routes to /contracts when signed in', async () => {
    const server = fakeServer();
    server.state.signedIn = true;
    vi.stubGlobal('fetch', server.fetch);
    renderAt('/nowhere');
    await screen.findByRole('heading', { name: 'Contracts' });
    expect(screen.getByTestId('where').textContent).toBe('/contracts');
  });
});
