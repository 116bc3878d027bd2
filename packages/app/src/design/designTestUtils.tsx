import { render } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createAppI18n } from '../i18n/createAppI18n.js';

/**
 * What Radix needs from a browser that jsdom lacks (ResizeObserver, pointer capture,
 * scrollIntoView). Call once in a test file's beforeAll, before rendering.
 */
export function polyfillForRadix(): void {
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
  const proto = window.HTMLElement.prototype as HTMLElement & Record<string, unknown>;
  proto.hasPointerCapture ??= () => false;
  proto.releasePointerCapture ??= () => undefined;
  proto.scrollIntoView ??= () => undefined;
}

let shared: Promise<I18n> | undefined;

/** The app's English i18n, created once per test file. */
export function testI18n(): Promise<I18n> {
  return (shared ??= createAppI18n('en'));
}

/** Renders `ui` inside the English i18n provider. */
export async function renderWithI18n(ui: ReactNode) {
  const i18n = await testI18n();
  return render(<I18nextProvider i18n={i18n}>{ui}</I18nextProvider>);
}
