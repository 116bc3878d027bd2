// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createAppI18n } from '../i18n/createAppI18n.js';
import { WorkspaceSwitcher, type WorkspaceSwitcherProps } from './WorkspaceSwitcher.js';

let i18n: I18n;
beforeAll(async () => {
  i18n = await createAppI18n('en');
});
afterEach(cleanup);

const workspaces = [
  { id: 1, name: 'Contracts', virtual: false, acl: { 'collection:acl:update': false } },
  { id: 0, name: 'Shared with me', virtual: true },
];

function renderSwitcher(props: Partial<WorkspaceSwitcherProps>) {
  const onSelect = vi.fn();
  render(
    <I18nextProvider i18n={i18n}>
      <WorkspaceSwitcher workspaces={workspaces} currentId={1} onSelect={onSelect} onCreate={async (name) => ({ id: 2, name, virtual: false })} onRename={async () => {}} onDelete={async () => {}} {...props} />
    </I18nextProvider>,
  );
  return onSelect;
}

describe('WorkspaceSwitcher', () => {
  it('offers the workspace options to account admins only (a member without collection:acl:update sees none)', () => {
    renderSwitcher({ canManage: false });
    expect(screen.queryByRole('button', { name: 'Workspace options' })).toBeNull();
    cleanup();
    renderSwitcher({ canManage: true });
    expect(screen.getByRole('button', { name: 'Workspace options' })).toBeTruthy();
  });

  it('switches workspace through the select', () => {
    const onSelect = renderSwitcher({});
    fireEvent.change(screen.getByLabelText('Workspace'), { target: { value: '0' } });
    expect(onSelect).toHaveBeenCalledWith(0);
  });
});
