// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { LoginForm } from './LoginForm.js';
import { createAppI18n } from '../i18n/createAppI18n.js';

let i18n: I18n;
beforeAll(async () => {
  i18n = await createAppI18n('en');
});
afterEach(cleanup);

const wrap = (ui: ReactNode) => render(<I18nextProvider i18n={i18n}>{ui}</I18nextProvider>);
const handlers = () => ({ onContinue: vi.fn(), onLogin: vi.fn(), onBack: vi.fn() });

describe('LoginForm', () => {
  it('continues from the email step with the typed email', () => {
    const h = handlers();
    wrap(<LoginForm step="email" email="" {...h} />);
    expect(screen.getByRole('heading', { name: 'Log in to your account' })).toBeTruthy();
    expect(screen.queryByLabelText('Password')).toBeNull();
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: ' demo@inkflow.test ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(h.onContinue).toHaveBeenCalledWith('demo@inkflow.test');
  });

  it('logs in with email, password and Remember me', () => {
    const h = handlers();
    wrap(<LoginForm step="password" email="demo@inkflow.test" {...h} />);
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('demo@inkflow.test');
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'secret-password' } });
    fireEvent.click(screen.getByLabelText('Remember me'));
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(h.onLogin).toHaveBeenCalledWith({ email: 'demo@inkflow.test', password: 'secret-password', persistent: true });
    fireEvent.click(screen.getByRole('link', { name: 'Back to login' }));
    expect(h.onBack).toHaveBeenCalled();
  });

  it('shows the error on the password field', () => {
    wrap(<LoginForm step="password" email="demo@inkflow.test" error="Invalid email/password, Please try again" {...handlers()} />);
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toBe('Invalid email/password, Please try again');
    const password = screen.getByLabelText('Password');
    expect(password.getAttribute('aria-invalid')).toBe('true');
    expect(password.getAttribute('aria-describedby')).toBe(alert.id);
  });

  it('does not submit while busy', () => {
    const h = handlers();
    wrap(<LoginForm step="email" email="demo@inkflow.test" busy {...h} />);
    fireEvent.submit(screen.getByRole('button', { name: 'Continue' }).closest('form')!);
    expect(h.onContinue).not.toHaveBeenCalled();
  });
});
