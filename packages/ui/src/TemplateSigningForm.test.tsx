// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createI18n } from '@inkflow/core';
import { InkflowI18nProvider, TemplateSigningForm } from '@inkflow/ui';

afterEach(cleanup);

async function renderForm(onSubmit = vi.fn()) {
  const i18n = await createI18n('en');
  render(
    <InkflowI18nProvider i18n={i18n}>
      <TemplateSigningForm templateName="Kayak rental" busy={false} onSubmit={onSubmit} />
    </InkflowI18nProvider>,
  );
  return onSubmit;
}

describe('TemplateSigningForm', () => {
  it('shows field errors tied to the fields and focuses the first', async () => {
    const onSubmit = await renderForm();
    expect(screen.getByRole('heading', { name: 'Sign Kayak rental' })).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'not-an-email' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue to signing' }));
    const name = screen.getByLabelText('Full name');
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(name.getAttribute('aria-describedby')!)!.textContent).toBe('Full name is required');
    expect(screen.getByText('Email address is invalid')).toBeTruthy();
    expect(document.activeElement).toBe(name);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('submits trimmed values', async () => {
    const onSubmit = await renderForm();
    fireEvent.change(screen.getByLabelText('Full name'), { target: { value: '  Vera Visitor ' } });
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: ' vera@example.com ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue to signing' }));
    expect(onSubmit).toHaveBeenCalledWith({ fullname: 'Vera Visitor', email: 'vera@example.com' });
  });
});
