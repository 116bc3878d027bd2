// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { Modal, Sheet } from './Modal.js';
import { polyfillForRadix, renderWithI18n } from './designTestUtils.js';

beforeAll(polyfillForRadix);
afterEach(cleanup);

function Opener({ onClose }: { onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  const close = () => {
    onClose?.();
    setOpen(false);
  };
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Delete document
      </button>
      {open && (
        <Modal
          title="Delete this document?"
          description="It moves to the trash for 30 days."
          onClose={close}
          footer={
            <>
              <button type="button" onClick={close}>
                Cancel
              </button>
              <button type="button">Delete</button>
            </>
          }
        >
          <label>
            Reason <input />
          </label>
        </Modal>
      )}
    </>
  );
}

describe('Modal', () => {
  it('is a dialog named by its title and described by its description, with focus inside', async () => {
    await renderWithI18n(<Opener />);
    fireEvent.click(screen.getByRole('button', { name: 'Delete document' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this document?' });
    expect(dialog.getAttribute('aria-describedby')).toBe(screen.getByText('It moves to the trash for 30 days.').id);
    expect(dialog.contains(document.activeElement)).toBe(true);
  });

  it('closes on Escape and gives focus back to the opener', async () => {
    const onClose = vi.fn();
    await renderWithI18n(<Opener onClose={onClose} />);
    const opener = screen.getByRole('button', { name: 'Delete document' });
    opener.focus();
    fireEvent.click(opener);
    const dialog = await screen.findByRole('dialog');
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledOnce();
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });

  it('closes with its labelled close button', async () => {
    const onClose = vi.fn();
    await renderWithI18n(<Opener onClose={onClose} />);
    fireEvent.click(screen.getByRole('button', { name: 'Delete document' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('has no description reference when it has no description', async () => {
    await renderWithI18n(<Modal title="Rename" onClose={() => {}} />);
    expect((await screen.findByRole('dialog', { name: 'Rename' })).hasAttribute('aria-describedby')).toBe(false);
  });
});

describe('Sheet', () => {
  it('is a dialog from the chosen edge that Escape closes', async () => {
    const onClose = vi.fn();
    await renderWithI18n(
      <Sheet title="Participants" side="bottom" onClose={onClose}>
        <p>Ann Signer</p>
      </Sheet>,
    );
    const sheet = await screen.findByRole('dialog', { name: 'Participants' });
    expect(sheet.className).toContain('ds-sheet--bottom');
    fireEvent.keyDown(sheet, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledOnce();
  });
});
