// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
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
    expect(onConfirm).toHaveBeenCalledWith('data:image/png;base64,AAAA');

    fireEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(pad.clear).toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledOnce();
    unmount();
    expect(pad.off).toHaveBeenCalled();
  });
});
