// @vitest-environment jsdom
/**
 * The language pickers' switch (§1) through what components really hold: react-i18next's
 * useTranslation hands out a copy of the instance, and the switch must still load the new
 * language's texts of every group (core's and the app's) before showing it.
 */
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import sv from './sv/index.js';
import { createAppI18n } from './createAppI18n.js';
import { useChangeLanguage } from './useChangeLanguage.js';

afterEach(() => {
  document.cookie = 'flow-preferred-language=; Path=/; Max-Age=0';
});

describe('useChangeLanguage', () => {
  it('loads the app and core texts of the chosen language, switches and remembers it in the cookie', async () => {
    const i18n = await createAppI18n('fi');
    const wrapper = ({ children }: { children: ReactNode }) => <I18nextProvider i18n={i18n}>{children}</I18nextProvider>;
    const { result } = renderHook(() => useChangeLanguage(), { wrapper });
    let shown = '';
    await act(async () => {
      shown = await result.current('sv');
    });
    expect(shown).toBe('sv');
    expect(i18n.language).toBe('sv');
    expect(i18n.t('auth:login.title')).toBe(sv.auth.login.title);
    expect(i18n.t('common:cancel')).not.toBe(i18n.getFixedT('en')('common:cancel'));
    expect(document.cookie).toContain('flow-preferred-language=sv');
  });
});
