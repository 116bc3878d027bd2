// @vitest-environment jsdom
import { AgreementState } from '@inkflow/core';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TooltipProvider } from '../../design/index.js';
import { createAppI18n } from '../../i18n/createAppI18n.js';
import { AgreementActions } from './AgreementActions.js';
import { correctable } from './CorrectRecipientDialog.js';
import { remindable } from './RemindDialog.js';
import { storyAgreement } from './storyAgreement.js';

afterEach(() => cleanup());

async function renderActions(state: AgreementState, options: { withSignatory?: boolean; signed?: boolean } = {}, beforeSend = vi.fn(async () => false)) {
  const i18n = await createAppI18n('en');
  render(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter>
        <TooltipProvider>
          <AgreementActions agreement={storyAgreement({ state, ...options })} onChange={() => undefined} beforeSend={beforeSend} />
        </TooltipProvider>
      </MemoryRouter>
    </I18nextProvider>,
  );
  return within(screen.getByRole('group', { name: 'Document actions' }));
}

const names = (group: ReturnType<typeof within>) => group.getAllByRole('button').map((b: HTMLElement) => b.textContent);

describe('AgreementActions', () => {
  it('offers Send on a draft and saves first (beforeSend) before the dialog opens', async () => {
    const beforeSend = vi.fn(async () => false);
    const group = await renderActions(AgreementState.Draft, {}, beforeSend);
    expect(names(group)).toEqual(['More', 'Send']);
    fireEvent.click(group.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(beforeSend).toHaveBeenCalledOnce());
    // beforeSend said no (the save failed): no dialog.
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('keeps Send focusable but disabled without a signatory, and never calls beforeSend', async () => {
    const beforeSend = vi.fn(async () => true);
    const group = await renderActions(AgreementState.Draft, { withSignatory: false }, beforeSend);
    const send = group.getByRole('button', { name: 'Send' });
    expect(send.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(send);
    expect(beforeSend).not.toHaveBeenCalled();
  });

  it('puts Remind last on a pending contract, with Cancel beside it', async () => {
    expect(names(await renderActions(AgreementState.Pending))).toEqual(['Cancel contract', 'More', 'Remind']);
  });

  it('offers Download signed PDF and Terminate on a signed contract', async () => {
    expect(names(await renderActions(AgreementState.Signed, { signed: true }))).toEqual(['Terminate', 'More', 'Download signed PDF']);
  });

  it('offers Create contract from template on a template and only More once cancelled', async () => {
    expect(names(await renderActions(AgreementState.Template))).toEqual(['More', 'Create contract from template']);
    cleanup();
    expect(names(await renderActions(AgreementState.Cancelled))).toEqual(['More']);
  });

  it('opens the cancel dialog with a reason field', async () => {
    const group = await renderActions(AgreementState.Pending);
    fireEvent.click(group.getByRole('button', { name: 'Cancel contract' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this contract?' });
    expect(within(dialog).getByLabelText('Reason (optional)')).toBeTruthy();
  });
});

describe('who the after-sending dialogs offer', () => {
  it('reminds and corrects only participants who have not acted yet', () => {
    const pending = storyAgreement({ state: AgreementState.Pending });
    expect(remindable(pending).map((p) => p.fullname)).toEqual(['Tom Tenant']);
    expect(correctable(pending).map((p) => p.fullname)).toEqual(['Tom Tenant']);
    expect(remindable(storyAgreement({ state: AgreementState.Pending, signed: true }))).toEqual([]);
  });
});
