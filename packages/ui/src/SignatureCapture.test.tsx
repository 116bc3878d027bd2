// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { i18n as I18n } from 'i18next';
import { createI18n } from '@inkflow/core';
import { InkflowI18nProvider, SignatureCapture } from '@inkflow/ui';

// jsdom has no canvas: a stand-in pad whose emptiness the test controls.
const pad = vi.hoisted(() => ({ empty: true, created: 0, clear: vi.fn(), off: vi.fn() }));
vi.mock('signature_pad', () => ({
  default: class {
    constructor() {
      pad.created++;
    }
    addEventListener() {}
    removeEventListener() {}
    toData() {
      return [];
    }
    fromData() {}
    clear() {
      pad.clear();
      pad.empty = true;
    }
    off() {
      pad.off();
    }
    isEmpty() {
      return pad.empty;
    }
    toDataURL(type: string) {
      return `data:${type};base64,AAAA`;
    }
  },
}));

let i18n: I18n;
beforeAll(async () => {
  i18n = await createI18n('en');
});
afterEach(cleanup);

describe('SignatureCapture', () => {
  it('asks to draw first when empty, confirms a PNG data URL otherwise, and clears', async () => {
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    const { unmount } = render(
      <InkflowI18nProvider i18n={i18n}>
        <SignatureCapture onConfirm={onConfirm} onCancel={onCancel} />
      </InkflowI18nProvider>,
    );
    expect(screen.getByLabelText('Signature drawing area').tagName).toBe('CANVAS');
    await waitFor(() => expect(pad.created).toBe(1));
    fireEvent.click(screen.getByRole('button', { name: 'Sign' }));
    expect(screen.getByRole('alert').textContent).toBe('Please draw your signature first');
    expect(onConfirm).not.toHaveBeenCalled();

    pad.empty = false;
    fireEvent.click(screen.getByRole('button', { name: 'Sign' }));
    expect(onConfirm).toHaveBeenCalledWith('data:image/png;base64,AAAA', 'drawn');

    fireEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(pad.clear).toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledOnce();
    unmount();
    expect(pad.off).toHaveBeenCalled();
  });
});

describe('SignatureCapture typed signature', () => {
  it('is keyboard operable: Type, the name, Sign, and confirms the name drawn in the signature font as a PNG', async () => {
    // jsdom has no 2D canvas: a stand-in context that records what is drawn.
    const drawn: { font: string; text: string }[] = [];
    const context = { scale: () => {}, font: '', fillStyle: '', textAlign: '', textBaseline: '', measureText: (text: string) => ({ width: text.length * 30 }), fillText: (text: string) => drawn.push({ font: context.font, text }) };
    const getContext = vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(context as never);
    const toDataURL = vi.spyOn(HTMLCanvasElement.prototype, 'toDataURL').mockReturnValue('data:image/png;base64,VFlQRUQ=');
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    render(
      <InkflowI18nProvider i18n={i18n}>
        <SignatureCapture onConfirm={onConfirm} defaultName="" />
      </InkflowI18nProvider>,
    );
    await user.tab();
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Type' }));
    await user.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: 'Type' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.queryByLabelText('Signature drawing area')).toBeNull();

    // Blank: says so and confirms nothing.
    await user.click(screen.getByRole('button', { name: 'Sign' }));
    expect(screen.getByRole('alert').textContent).toBe('Please type your name first');
    expect(onConfirm).not.toHaveBeenCalled();

    const name = screen.getByLabelText('Type your full name');
    name.focus();
    await user.keyboard('Ada Lovelace');
    // The live preview speaks and shows the name.
    expect(screen.getByText('Ada Lovelace').closest('[aria-live="polite"]')).toBeTruthy();
    await user.keyboard('{Enter}');
    expect(onConfirm).toHaveBeenCalledWith('data:image/png;base64,VFlQRUQ=', 'typed');
    expect(drawn).toEqual([{ font: expect.stringMatching(/^72px /), text: 'Ada Lovelace' }]);
    getContext.mockRestore();
    toDataURL.mockRestore();
  });
});
