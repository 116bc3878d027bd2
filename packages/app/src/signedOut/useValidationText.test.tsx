// @vitest-environment jsdom
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { useValidationText } from './useValidationText.js';
import { createAppI18n } from '../i18n/createAppI18n.js';

describe('useValidationText', () => {
  it('puts the §5 messages through i18next and keeps their English text', async () => {
    const i18n = await createAppI18n('en');
    i18n.addResourceBundle('en', 'auth', { signup: { companyName: 'Company' } }, true, true);
    const wrapper = ({ children }: { children: ReactNode }) => <I18nextProvider i18n={i18n}>{children}</I18nextProvider>;
    const { result } = renderHook(() => useValidationText(), { wrapper });
    const text = result.current;
    expect(text('Email address is invalid')).toBe('Email address is invalid');
    expect(text("The password confirmation doesn't match")).toBe("The password confirmation doesn't match");
    expect(text('Name is required')).toBe('Name is required');
    expect(text('Usage are required')).toBe('Usage are required');
    expect(text('Password must contain at least 12 character(s)')).toBe('Password must contain at least 12 character(s)');
    expect(text('Company name must contain at most 100 character(s)')).toBe('Company must contain at most 100 character(s)');
    expect(text('Something else')).toBe('Something else');
    expect(text(undefined)).toBeUndefined();
  });
});
