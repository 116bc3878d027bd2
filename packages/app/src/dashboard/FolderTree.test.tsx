// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createAppI18n } from '../i18n/createAppI18n.js';
import { FolderTree, type FolderTreeProps } from './FolderTree.js';

let i18n: I18n;
beforeAll(async () => {
  i18n = await createAppI18n('en');
});
afterEach(cleanup);

const folders = [
  { id: 1, collection_id: 7, parent_id: null, name: 'Sales' },
  { id: 2, collection_id: 7, parent_id: 1, name: 'Leases' },
];

function renderTree(props: Partial<FolderTreeProps> = {}) {
  const handlers = {
    onSelect: vi.fn(),
    onIncludeSubfolders: vi.fn(),
    onCreate: vi.fn(async () => {}),
    onRename: vi.fn(async () => {}),
    onDelete: vi.fn(async () => {}),
  };
  render(
    <I18nextProvider i18n={i18n}>
      <FolderTree folders={folders} selected={null} includeSubfolders={false} {...handlers} {...props} />
    </I18nextProvider>,
  );
  return handlers;
}

describe('FolderTree', () => {
  it('nests subfolders, marks the current one, and selects All contracts, No folder or a folder', () => {
    const { onSelect } = renderTree({ selected: -1 });
    const nav = screen.getByRole('navigation', { name: 'Folders' });
    expect(within(nav).getByRole('button', { name: 'No folder' }).getAttribute('aria-current')).toBe('true');
    expect(within(nav).getByRole('button', { name: 'Leases' }).closest('ul')?.parentElement?.textContent).toContain('Sales');
    fireEvent.click(within(nav).getByRole('button', { name: 'Leases' }));
    expect(onSelect).toHaveBeenLastCalledWith(2);
    fireEvent.click(within(nav).getByRole('button', { name: 'All contracts' }));
    expect(onSelect).toHaveBeenLastCalledWith(null);
  });

  it('creates a subfolder of the selected folder and renames it', async () => {
    const { onCreate, onRename, onIncludeSubfolders } = renderTree({ selected: 1 });
    fireEvent.click(screen.getByRole('button', { name: 'New folder in Sales' }));
    fireEvent.change(screen.getByLabelText('Folder name'), { target: { value: '  Archive ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create folder' }));
    expect(onCreate).toHaveBeenCalledWith('Archive', 1);
    await vi.waitFor(() => expect(screen.queryByLabelText('Folder name')).toBeNull());

    fireEvent.click(screen.getByRole('button', { name: 'Rename folder Sales' }));
    expect((screen.getByLabelText('Folder name') as HTMLInputElement).value).toBe('Sales');
    fireEvent.change(screen.getByLabelText('Folder name'), { target: { value: 'Sales EU' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save name' }));
    expect(onRename).toHaveBeenCalledWith(1, 'Sales EU');

    fireEvent.click(screen.getByRole('checkbox', { name: 'Include subfolders' }));
    expect(onIncludeSubfolders).toHaveBeenCalledWith(true);
  });

  it('deletes only after the confirm, then selects All contracts; a failure shows in the dialog', async () => {
    const { onDelete, onSelect } = renderTree({ selected: 1 });
    fireEvent.click(screen.getByRole('button', { name: 'Delete folder Sales' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete folder' });
    expect(onDelete).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(onDelete).toHaveBeenCalledWith(1);
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(onSelect).toHaveBeenCalledWith(null);

    cleanup();
    renderTree({ selected: 2, onDelete: vi.fn(async () => Promise.reject(new Error('offline'))) });
    fireEvent.click(screen.getByRole('button', { name: 'Delete folder Leases' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await within(screen.getByRole('dialog')).findByRole('alert')).toBeTruthy();
  });
});
