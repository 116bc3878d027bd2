// @vitest-environment jsdom
import { BoxType } from '@inkflow/core';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAppI18n } from '../../i18n/createAppI18n.js';
import { BoxEditorHarness } from './BoxEditorHarness.js';
import type { EditorBox } from './EditorBox.js';
import { sampleEditorAgreement } from './sampleEditorAgreement.js';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const asset = (id: number, name: string, size: number) => ({ id, agreement_id: 7, asset_type: 'attachment', mime_type: 'application/pdf', name, size, page_count: 1, created: '2026-11-22T10:00:00.000Z' });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

async function renderEditor() {
  const state: { box?: EditorBox } = {};
  render(
    <I18nextProvider i18n={await createAppI18n('en')}>
      <BoxEditorHarness agreement={sampleEditorAgreement()} box={BoxType.Attachments} onState={(s) => (state.box = s.box)} />
    </I18nextProvider>,
  );
  return state;
}
const choose = (...files: File[]) => fireEvent.change(screen.getByLabelText('Add files'), { target: { files } });

// Each test waits up to 5 s for the uploads to answer; under a full parallel run the default 5 s
// test timeout would end the test before its own waits do.
describe('AttachmentsBoxEditor', { timeout: 20_000 }, () => {
  it('uploads each file as an attachment, lists it with its size, removes it, and sets Required', async () => {
    const bodies: FormData[] = [];
    const fetch = vi.fn(async (request: Request) => {
      expect(request.method).toBe('POST');
      expect(request.url).toMatch(/\/api\/agreements\/7\/assets\/\?_source=form$/);
      const body = await request.formData();
      bodies.push(body);
      // jsdom's File does not survive Node's Request intact, so the answers are fixed here.
      return json(201, bodies.length === 1 ? asset(41, 'plan.pdf', 13) : asset(42, 'list.pdf', 2500));
    });
    vi.stubGlobal('fetch', fetch);
    const state = await renderEditor();
    choose(new File(['%PDF-1.7 plan'], 'plan.pdf'), new File(['x'.repeat(2_500)], 'list.pdf'));
    const list = await screen.findByRole('list', { name: 'Attached files' });
    await vi.waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(2));
    expect(within(list).getAllByRole('listitem').map((li) => li.querySelector('span')!.textContent)).toEqual(['plan.pdf, 13 byte', 'list.pdf, 2.5 kB']);
    expect(bodies.map((b) => [b.get('asset_type'), b.get('allow_async'), b.has('qqfile')])).toEqual([
      ['attachment', 'true', true],
      ['attachment', 'true', true],
    ]);
    expect(state.box!.content.data).toEqual([
      { key: 'file', value: { asset_id: 41, name: 'plan.pdf', size: 13 } },
      { key: 'file', value: { asset_id: 42, name: 'list.pdf', size: 2500 } },
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Remove plan.pdf' }));
    expect(state.box!.content.data).toEqual([{ key: 'file', value: { asset_id: 42, name: 'list.pdf', size: 2500 } }]);
    fireEvent.click(screen.getByLabelText('Required: the signer must see at least one file'));
    expect(state.box!.config).toEqual({ required: true });
  });

  it('shows the §8 texts of 4502 and 4506 in an alert', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(400, { status_code: 400, api_error_code: 4502, message: 'Unsupported file type' })),
    );
    const state = await renderEditor();
    choose(new File(['MZ'], 'tool.exe'));
    expect((await screen.findByRole('alert', {})).textContent).toBe('Unsupported file type');
    expect(state.box!.content.data).toEqual([]);

    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(400, { status_code: 400, api_error_code: 4506, message: 'Exceeded allowed attachments or total size' })),
    );
    choose(new File(['%PDF'], 'big.pdf'));
    await vi.waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Exceeded allowed attachments or total size'));
  });

  it('refuses a file over the size limit without uploading it (4506)', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    await renderEditor();
    const huge = new File(['x'], 'huge.pdf');
    Object.defineProperty(huge, 'size', { value: 26 * 1024 * 1024 });
    choose(huge);
    expect((await screen.findByRole('alert', {})).textContent).toBe('Exceeded allowed attachments or total size');
    expect(fetch).not.toHaveBeenCalled();
  });
});
