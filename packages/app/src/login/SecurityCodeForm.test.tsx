// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { SecurityCodeForm } from './SecurityCodeForm.js';
import { createAppI18n } from '../i18n/createAppI18n.js';

let i18n: I18n;
beforeAll(async () => {
  i18n = await createAppI18n('en');
});
beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const wrap = (ui: ReactNode) => render(<I18nextProvider i18n={i18n}>{ui}</I18nextProvider>);
const handlers = () => ({ onSubmit: vi.fn(), onResend: vi.fn(), onCancel: vi.fn() });

describe('SecurityCodeForm', () => {
  it('requests a code on mount and counts 30 s down before Resend', () => {
    const h = handlers();
    wrap(<SecurityCodeForm channel="d***@inkflow.test" hasCode={false} {...h} />);
    expect(h.onResend).toHaveBeenCalledTimes(1);
    expect(screen.getByText('Your security code has been sent to d***@inkflow.test')).toBeTruthy();
    expect(screen.getByText("Didn't receive a security code?")).toBeTruthy();
    const resend = screen.getByRole('button', { name: 'Resend' }) as HTMLButtonElement;
    expect(resend.disabled).toBe(true);
    expect(screen.getByText('You can request a new one in 30 seconds')).toBeTruthy();
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByText('You can request a new one in 29 seconds')).toBeTruthy();
    act(() => vi.advanceTimersByTime(29_000));
    expect(resend.disabled).toBe(false);
    expect(screen.queryByText(/You can request a new one/)).toBeNull();
    fireEvent.click(resend);
    expect(h.onResend).toHaveBeenCalledTimes(2);
    expect(resend.disabled).toBe(true);
    expect(screen.getByText('You can request a new one in 30 seconds')).toBeTruthy();
  });

  it('does not request a code when one was sent (hasCode)', () => {
    const h = handlers();
    wrap(<SecurityCodeForm channel="email" hasCode {...h} />);
    expect(h.onResend).not.toHaveBeenCalled();
  });

  it('authenticates with a letters-and-digits code, shows the error on the field, cancels', () => {
    const h = handlers();
    wrap(<SecurityCodeForm channel="email" hasCode error="Invalid security code" {...h} />);
    const field = screen.getByLabelText('Security code');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('alert').textContent).toBe('Invalid security code');
    const authenticate = screen.getByRole('button', { name: 'Authenticate' }) as HTMLButtonElement;
    fireEvent.change(field, { target: { value: '12-34' } });
    expect(authenticate.disabled).toBe(true);
    fireEvent.change(field, { target: { value: ' 123456 ' } });
    fireEvent.click(authenticate);
    expect(h.onSubmit).toHaveBeenCalledWith('123456');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(h.onCancel).toHaveBeenCalled();
  });
});
