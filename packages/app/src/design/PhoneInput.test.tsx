// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { createAppI18n } from '../i18n/createAppI18n.js';
import { PhoneInput, phoneCountries, phoneError, phoneValue } from './PhoneInput.js';

afterEach(cleanup);

const t = (key: string, values: Record<string, string>) => (key === 'phoneInput.invalid' ? `${values.field} is not a valid phone number` : key);

describe('phoneCountries', () => {
  it('lists fi, dk, no, se first, then the others by name', () => {
    const countries = phoneCountries('en');
    expect(countries.slice(0, 4).map((c) => c.code)).toEqual(['FI', 'DK', 'NO', 'SE']);
    expect(countries[3]).toEqual({ code: 'SE', name: 'Sweden', callingCode: '46' });
    const rest = countries.slice(4).map((c) => c.name);
    expect(rest).toEqual([...rest].sort((a, b) => a.localeCompare(b, 'en')));
    expect(countries.some((c) => c.code === 'US')).toBe(true);
  });

  it('names countries in the UI language, Norwegian through nb', () => {
    expect(phoneCountries('no')[3]!.name).toBe('Sverige');
    expect(phoneCountries('fi')[0]!.name).toBe('Suomi');
  });
});

describe('phoneValue and phoneError', () => {
  it('stores a national number in E.164 under the picked country, and a lone "+" as nothing', () => {
    expect(phoneValue('070-123 45 67', 'SE')).toBe('+46701234567');
    expect(phoneValue('040 1234567', 'FI')).toBe('+358401234567');
    expect(phoneValue('+', 'SE')).toBe('');
    expect(phoneValue('  ', 'SE')).toBe('');
  });

  it('says "{field} is not a valid phone number" for a number that cannot exist', () => {
    expect(phoneError('+46701234567', 'Phone number', t)).toBeNull();
    expect(phoneError('', 'Phone number', t)).toBeNull();
    expect(phoneError('+4612', 'Phone number', t)).toBe('Phone number is not a valid phone number');
    expect(phoneError('abc', 'Mobile', t)).toBe('Mobile is not a valid phone number');
  });
});

describe('PhoneInput', () => {
  async function renderInput(initial = '') {
    const i18n = await createAppI18n('en');
    const seen: string[] = [];
    function Harness() {
      const [value, setValue] = useState(initial);
      return (
        <PhoneInput
          id="phone"
          label="Phone number"
          value={value}
          onChange={(next) => {
            seen.push(next);
            setValue(next);
          }}
        />
      );
    }
    render(
      <I18nextProvider i18n={i18n}>
        <Harness />
      </I18nextProvider>,
    );
    return { seen, input: screen.getByLabelText('Phone number') as HTMLInputElement };
  }

  it('starts on Sweden and stores what is typed in E.164', async () => {
    const { seen, input } = await renderInput();
    expect(screen.getByRole('button', { name: 'Country code: Sweden (+46)' })).toBeTruthy();
    fireEvent.change(input, { target: { value: '0701234567' } });
    expect(seen.at(-1)).toBe('+46701234567');
  });

  it('clears the phone when the value is a lone "+"', async () => {
    const { seen, input } = await renderInput('+46701234567');
    expect(input.value).not.toBe('');
    fireEvent.change(input, { target: { value: '+' } });
    expect(seen.at(-1)).toBe('');
    expect(input.value).toBe('');
  });

  it('switches the country when a +code is typed', async () => {
    const { seen, input } = await renderInput();
    fireEvent.change(input, { target: { value: '+4520123456' } });
    expect(seen.at(-1)).toBe('+4520123456');
    expect(screen.getByRole('button', { name: 'Country code: Denmark (+45)' })).toBeTruthy();
  });

  it('shows the §5 message after leaving an invalid number, tied to the field', async () => {
    const { input } = await renderInput();
    fireEvent.change(input, { target: { value: '12' } });
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.blur(input);
    expect(screen.getByRole('alert').textContent).toBe('Phone number is not a valid phone number');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toBe('phone-error');
  });
});
