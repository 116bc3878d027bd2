// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { SignupWizard } from './SignupWizard.js';
import { createAppI18n } from '../../i18n/createAppI18n.js';

let i18n: I18n;
beforeAll(async () => {
  i18n = await createAppI18n('en');
});
afterEach(cleanup);

const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;
const options = (label: string) => Array.from((screen.getByLabelText(label) as HTMLSelectElement).options).map((o) => o.value);

describe('SignupWizard', () => {
  it('walks the 3 steps with the §3 option lists and submits the payload', () => {
    const onSubmit = vi.fn();
    render(
      <I18nextProvider i18n={i18n}>
        <SignupWizard email="new@example.com" language="sv" onSubmit={onSubmit} />
      </I18nextProvider>,
    );
    expect(screen.getByText('Step 1 out of 3')).toBeTruthy();
    expect(button('Next step').disabled).toBe(true);
    expect(options('Job level')).toEqual(['', 'executive', 'director', 'manager', 'individual contributor']);
    expect(options('Team')).toEqual(['', 'sales', 'marketing', 'hr', 'legal', 'procurement', 'finance', 'it', 'other']);
    expect((screen.getByLabelText('Language') as HTMLSelectElement).value).toBe('sv');
    expect(options('Language')).toHaveLength(13);
    expect(screen.getAllByRole('checkbox')).toHaveLength(10);

    fireEvent.change(screen.getByLabelText('Name'), { target: { value: '   ' } });
    expect(screen.getByText('Name is required')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Nina New' } });
    fireEvent.change(screen.getByLabelText('Job level'), { target: { value: 'director' } });
    fireEvent.change(screen.getByLabelText('Team'), { target: { value: 'it' } });
    expect(button('Next step').disabled).toBe(true);
    fireEvent.click(screen.getByRole('checkbox', { name: 'API' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Quotes' }));
    fireEvent.click(button('Next step'));

    expect(screen.getByText('Step 2 out of 3')).toBeTruthy();
    expect(options('Company size')).toEqual(['', '1', '2-10', '11-50', '51-200', '201-500', '501-1000', '1001+']);
    expect(screen.getAllByRole('checkbox')).toHaveLength(11);
    fireEvent.change(screen.getByLabelText('Company name'), { target: { value: 'x'.repeat(101) } });
    expect(screen.getByText('Company name must contain at most 100 character(s)')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Company name'), { target: { value: 'Nina AB' } });
    fireEvent.change(screen.getByLabelText('Company size'), { target: { value: '1' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'I do not use any' }));
    fireEvent.click(button('Previous'));
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('Nina New');
    fireEvent.click(button('Next step'));
    fireEvent.click(button('Next step'));

    expect(screen.getByText('Step 3 out of 3')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Country'), { target: { value: 'Norway' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'short' } });
    expect(screen.getByText('Password must contain at least 12 character(s)')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'a-good-long-password' } });
    expect(button('Create your free account').disabled).toBe(true);
    fireEvent.click(screen.getByLabelText('I agree to the terms of service'));
    fireEvent.click(button('Create your free account'));
    expect(onSubmit).toHaveBeenCalledWith({
      fullname: 'Nina New',
      language: 'sv',
      job_level: 'director',
      team: 'it',
      intended_use: ['quotes', 'api'],
      company_name: 'Nina AB',
      company_size: '1',
      tools_used: ['do not use any'],
      company_country: 'NO',
      password: 'a-good-long-password',
    });
  });
});
