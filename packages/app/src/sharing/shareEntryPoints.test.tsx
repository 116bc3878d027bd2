// @vitest-environment jsdom
import { AgreementState } from '@inkflow/core';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Workspace } from '../dashboard/dashboardApi.js';
import { WorkspaceSwitcher } from '../dashboard/WorkspaceSwitcher.js';
import { TooltipProvider } from '../design/index.js';
import { polyfillForRadix, renderWithI18n } from '../design/designTestUtils.js';
import { AgreementActions } from '../documents/actions/AgreementActions.js';
import { storyAgreement } from '../documents/actions/storyAgreement.js';
import { fakeAccountRoutes, fakeAccountState } from '../members/fakeAccountServer.js';
import { serveForStory, signInForStory } from '../session/storyFakes.js';

beforeAll(polyfillForRadix);
let restore: (() => void) | undefined;
afterEach(() => {
  cleanup();
  restore?.();
});

/** Where the Share dialog opens from: the workspace options and the contract page's actions. */
describe('share entry points', () => {
  it('the workspace options offer Share workspace with collection:acl:update, and it opens the dialog', async () => {
    signInForStory();
    restore = serveForStory(fakeAccountRoutes(fakeAccountState()));
    const workspaces: Workspace[] = [
      { id: 1, name: 'Sales', virtual: false, acl: { 'collection:acl:update': true } },
      { id: 2, name: 'Legal', virtual: false, acl: { 'collection:acl:update': false } },
      { id: 0, name: 'Shared with me', virtual: true, acl: {} },
    ];
    await renderWithI18n(<WorkspaceSwitcher workspaces={workspaces} currentId={1} onSelect={vi.fn()} onRename={vi.fn()} />);
    fireEvent.keyDown(screen.getByRole('button', { name: 'Workspace options' }), { key: 'Enter' });
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Share workspace' }));
    expect(await screen.findByRole('dialog', { name: 'Share Sales' })).toBeTruthy();
    cleanup();
    await renderWithI18n(<WorkspaceSwitcher workspaces={workspaces} currentId={2} onSelect={vi.fn()} onRename={vi.fn()} />);
    expect(screen.queryByRole('button', { name: 'Workspace options' })).toBeNull();
  });

  it('the contract actions show Share only with agreement:acl:update', async () => {
    signInForStory();
    restore = serveForStory(fakeAccountRoutes(fakeAccountState()));
    const render = (allowed: string[]) =>
      renderWithI18n(
        <MemoryRouter>
          <TooltipProvider>
            <AgreementActions agreement={{ ...storyAgreement({ state: AgreementState.Draft }), allowed }} onChange={vi.fn()} beforeSend={vi.fn(async () => false)} />
          </TooltipProvider>
        </MemoryRouter>,
      );
    await render(['agreement:view']);
    expect(within(screen.getByRole('group', { name: 'Document actions' })).queryByRole('button', { name: 'Share' })).toBeNull();
    cleanup();
    await render(['agreement:view', 'agreement:acl:update']);
    fireEvent.click(within(screen.getByRole('group', { name: 'Document actions' })).getByRole('button', { name: 'Share' }));
    expect(await screen.findByRole('dialog', { name: 'Share Apartment rental agreement' })).toBeTruthy();
  });
});
