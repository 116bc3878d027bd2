// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LinksPanel } from './LinksPanel.js';
import { panelsTestServer } from './panelsTestServer.js';
import { renderPanel } from './testRender.js';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('LinksPanel', () => {
  it('searches contracts by name, links one (a link to its page), reports the count and removes it', async () => {
    const server = panelsTestServer();
    vi.stubGlobal('fetch', server.fetch);
    const onCountChange = vi.fn();
    await renderPanel(<LinksPanel agreementId={5} onCountChange={onCountChange} />);
    const region = screen.getByRole('region', { name: 'Links' });
    expect(await within(region).findByText('No linked contracts')).toBeTruthy();

    fireEvent.change(within(region).getByLabelText('Find a contract to link'), { target: { value: 'main' } });
    fireEvent.click(await within(region).findByRole('button', { name: 'Link Main contract' }));
    const link = await within(region).findByRole('link', { name: 'Main contract' });
    expect(link.getAttribute('href')).toBe('/documents/6');
    expect(within(region).getByText('Draft')).toBeTruthy();
    const search = server.state.requests.find((r) => r.route === 'GET /api/agreements/')!;
    expect(new URLSearchParams(search.search).get('q')).toBe('main');
    expect(new URLSearchParams(search.search).get('limit')).toBe('10');
    expect(new URLSearchParams(search.search).getAll('exclude_ids[]')).toEqual(['5']);
    expect(onCountChange).toHaveBeenLastCalledWith(1);

    fireEvent.click(within(region).getByRole('button', { name: 'Remove link to Main contract' }));
    expect(await within(region).findByText('No linked contracts')).toBeTruthy();
    expect(server.state.links).toHaveLength(0);
    expect(onCountChange).toHaveBeenLastCalledWith(0);
  });

  it('says so when no contract matches', async () => {
    const server = panelsTestServer();
    vi.stubGlobal('fetch', server.fetch);
    await renderPanel(<LinksPanel agreementId={5} />);
    const region = screen.getByRole('region', { name: 'Links' });
    fireEvent.change(within(region).getByLabelText('Find a contract to link'), { target: { value: 'zzz' } });
    expect(await within(region).findByText('No results found', {})).toBeTruthy();
  });
});
