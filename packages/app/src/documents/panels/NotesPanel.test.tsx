// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NotesPanel } from './NotesPanel.js';
import { panelsTestServer } from './panelsTestServer.js';
import { renderPanel } from './testRender.js';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const paragraph = (text: string) => ({ nodes: [{ type: 'paragraph', children: [{ text }] }] });

describe('NotesPanel', () => {
  it('shows the empty state, adds a note as content.nodes paragraphs, edits and deletes it after a confirm', async () => {
    const server = panelsTestServer();
    vi.stubGlobal('fetch', server.fetch);
    await renderPanel(<NotesPanel agreementId={5} />);
    const region = screen.getByRole('region', { name: 'Notes' });
    expect(await within(region).findByText('No notes yet')).toBeTruthy();

    fireEvent.change(within(region).getByLabelText('Title'), { target: { value: 'Renewal' } });
    fireEvent.change(within(region).getByLabelText('Note'), { target: { value: 'Call Ann\nbefore May' } });
    fireEvent.click(within(region).getByRole('button', { name: 'Add note' }));
    expect(await within(region).findByText('Renewal')).toBeTruthy();
    expect(server.state.notes[0]).toMatchObject({
      name: 'Renewal',
      content: { nodes: [{ type: 'paragraph', children: [{ text: 'Call Ann' }] }, { type: 'paragraph', children: [{ text: 'before May' }] }] },
    });

    fireEvent.click(within(region).getByRole('button', { name: 'Edit note Renewal' }));
    const item = within(region).getByRole('listitem');
    fireEvent.change(within(item).getByLabelText('Title'), { target: { value: 'Renewal 2027' } });
    fireEvent.click(within(item).getByRole('button', { name: 'Save' }));
    expect(await within(region).findByText('Renewal 2027')).toBeTruthy();
    expect(server.state.notes[0]!.name).toBe('Renewal 2027');

    const confirm = vi.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
    fireEvent.click(within(region).getByRole('button', { name: 'Delete note Renewal 2027' }));
    expect(server.state.notes).toHaveLength(1);
    fireEvent.click(within(region).getByRole('button', { name: 'Delete note Renewal 2027' }));
    expect(await within(region).findByText('No notes yet')).toBeTruthy();
    expect(confirm).toHaveBeenCalledTimes(2);
    expect(server.state.notes).toHaveLength(0);
  });

  it('pages 50 at a time, newest change first, with Load more', async () => {
    const server = panelsTestServer();
    for (let i = 0; i < 52; i++) server.state.notes.push({ id: i + 1, position_id: 1, name: `Note ${i}`, content: paragraph(`text ${i}`), updated_time: new Date(Date.UTC(2026, 0, 1, 0, i)).toISOString() });
    vi.stubGlobal('fetch', server.fetch);
    await renderPanel(<NotesPanel agreementId={5} />);
    const region = screen.getByRole('region', { name: 'Notes' });
    await within(region).findByText('Note 51');
    expect(within(region).getAllByRole('listitem')).toHaveLength(50);
    expect(server.state.requests[0]!.search).toContain('limit=50');
    expect(server.state.requests[0]!.search).toContain('sort=-updated_time');
    fireEvent.click(within(region).getByRole('button', { name: 'Load more' }));
    expect(await within(region).findByText('Note 0')).toBeTruthy();
    expect(within(region).getAllByRole('listitem')).toHaveLength(52);
    expect(within(region).queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('shows a load failure as an alert and requires the note text', async () => {
    const server = panelsTestServer();
    server.state.failNextWith = { status: 403, body: { status_code: 403, api_error_code: 99, message: 'Access denied' } };
    vi.stubGlobal('fetch', server.fetch);
    await renderPanel(<NotesPanel agreementId={5} />);
    const region = screen.getByRole('region', { name: 'Notes' });
    expect((await within(region).findByRole('alert')).textContent).toMatch(/Access denied/);
    fireEvent.click(within(region).getByRole('button', { name: 'Add note' }));
    expect(within(region).getByText('Note is required')).toBeTruthy();
    expect(server.state.requests.filter((r) => r.route.startsWith('POST'))).toHaveLength(0);
  });
});
