// @vitest-environment jsdom
import { createI18n, createReloadMarker } from '@inkflow/core';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { appResources } from '../i18n/createAppI18n.js';
import { NewVersionBanner } from './NewVersionBanner.js';

let i18n: I18n;
beforeAll(async () => {
  i18n = await createI18n('en');
  for (const [ns, bundle] of Object.entries(appResources)) i18n.addResourceBundle('en', ns, bundle, true, false);
});
afterEach(cleanup);

function setup(reload = vi.fn()) {
  const marker = createReloadMarker();
  render(
    <I18nextProvider i18n={i18n}>
      <NewVersionBanner marker={marker} reload={reload} />
    </I18nextProvider>,
  );
  return { marker, reload };
}

describe('NewVersionBanner', () => {
  it('appears when a newer reload marker arrives, in a status region', () => {
    const { marker } = setup();
    act(() => marker.observe('2026-11-24T01:00:00.000Z'));
    expect(screen.getByRole('status').textContent).toBe('');
    expect(screen.queryByRole('button', { name: 'Reload' })).toBeNull();
    act(() => marker.observe('2026-11-24T02:00:00.000Z'));
    expect(screen.getByRole('status').textContent).toContain('A new version is available');
    expect(screen.getByRole('button', { name: 'Reload' })).toBeTruthy();
  });

  it('reloads the page from the Reload button, and "Not now" hides it', () => {
    const { marker, reload } = setup();
    act(() => {
      marker.observe('2026-11-24T01:00:00.000Z');
      marker.observe('2026-11-24T02:00:00.000Z');
    });
    fireEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(reload).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: 'Not now' }));
    expect(screen.queryByRole('button', { name: 'Reload' })).toBeNull();
  });

  it('calls location.reload by default', () => {
    const original = window.location;
    const reload = vi.fn();
    Object.defineProperty(window, 'location', { configurable: true, value: { ...original, reload } });
    try {
      const marker = createReloadMarker();
      render(
        <I18nextProvider i18n={i18n}>
          <NewVersionBanner marker={marker} />
        </I18nextProvider>,
      );
      act(() => {
        marker.observe('2026-11-24T01:00:00.000Z');
        marker.observe('2026-11-25T01:00:00.000Z');
      });
      fireEvent.click(screen.getByRole('button', { name: 'Reload' }));
      expect(reload).toHaveBeenCalledTimes(1);
    } finally {
      Object.defineProperty(window, 'location', { configurable: true, value: original });
    }
  });
});
