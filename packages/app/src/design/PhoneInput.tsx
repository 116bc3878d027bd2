import { AsYouType, getCountries, getCountryCallingCode, isValidPhoneNumber, parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js';
import './PhoneInput.css';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Menu } from './Menu.js';

/** §9: the countries listed first in the picker, in this order. */
export const preferredPhoneCountries: readonly CountryCode[] = ['FI', 'DK', 'NO', 'SE'];

/** §9: the picker's country until the user picks another or types a +code. */
export const defaultPhoneCountry: CountryCode = 'SE';

/** One country of the picker: ISO 3166 code, name in the UI language, calling code without "+". */
export interface PhoneCountry {
  code: CountryCode;
  name: string;
  callingCode: string;
}

/**
 * The picker's countries: the §9 preferred ones (fi, dk, no, se) first in that order, then the
 * rest by name in `language`. Names come from Intl.DisplayNames; §1 maps the UI code `no` to
 * `nb`, which Intl knows.
 */
export function phoneCountries(language: string): PhoneCountry[] {
  const locale = language === 'no' ? 'nb' : language;
  let names: Intl.DisplayNames | null = null;
  try {
    names = new Intl.DisplayNames([locale, 'en'], { type: 'region' });
  } catch {
    names = null;
  }
  const describe = (code: CountryCode): PhoneCountry => ({ code, name: names?.of(code) ?? code, callingCode: getCountryCallingCode(code) });
  const preferred = preferredPhoneCountries.map(describe);
  const rest = getCountries()
    .filter((code) => !preferredPhoneCountries.includes(code))
    .map(describe)
    .sort((a, b) => a.name.localeCompare(b.name, locale));
  return [...preferred, ...rest];
}

/**
 * The value a phone input stores for what the user typed with `country` selected: '' for nothing
 * or a lone "+" (§5: "+" clears the phone), the E.164 form (+46701234567) when the digits parse
 * as a number, else the text as typed (so validation can name it).
 */
export function phoneValue(typed: string, country: CountryCode): string {
  const text = typed.trim();
  if (text === '' || text === '+') return '';
  const parsed = parsePhoneNumberFromString(text, country);
  return parsed ? parsed.number : text;
}

/**
 * §5 phone rule for a stored value: null when empty (required-ness is the form's business) or a
 * valid number, else "{field} is not a valid phone number" in the UI language.
 */
export function phoneError(value: string, field: string, t: (key: string, values: Record<string, string>) => string): string | null {
  if (value === '' || value === '+') return null;
  return isValidPhoneNumber(value) ? null : t('phoneInput.invalid', { field });
}

/** Props of PhoneInput. `value` is E.164 (+46701234567) or '' for none. */
export interface PhoneInputProps {
  id: string;
  /** The visible label; also names the field in the §5 error text. */
  label: string;
  value: string;
  onChange(value: string): void;
  required?: boolean;
  /** The country before the user picks one (default §9 `SE`); a value's own +code wins. */
  defaultCountry?: CountryCode;
  /** A message from outside (e.g. the server's 4101) shown under the field. */
  error?: string | null;
}

/**
 * A phone number field with a country picker (§9: fi, dk, no, se first, default se; the menu
 * follows the §9 menu rules, 200 px tall, upward near the bottom, "No results found"). Typing
 * a national number uses the picked country's calling code; typing "+" and a code switches the
 * country; a lone "+" clears the value. On blur an invalid number shows the §5 message
 * "{field} is not a valid phone number" (aria-invalid, described by the message).
 */
export function PhoneInput({ id, label, value, onChange, required = false, defaultCountry = defaultPhoneCountry, error }: PhoneInputProps) {
  const { t, i18n } = useTranslation('app');
  const countries = useMemo(() => phoneCountries(i18n.language), [i18n.language]);
  const initial = value ? parsePhoneNumberFromString(value) : undefined;
  const [country, setCountry] = useState<CountryCode>(initial?.country ?? defaultCountry);
  const [text, setText] = useState(initial ? initial.formatNational() : value);
  const [touched, setTouched] = useState(false);
  // A form that clears its value (after adding a participant) clears what is shown too.
  useEffect(() => {
    if (value === '') setText('');
  }, [value]);
  const selected = countries.find((c) => c.code === country) ?? countries[0]!;
  const invalid = touched ? phoneError(value, label, (key, values) => t(key, values)) : null;
  const message = error || invalid;

  const type = (next: string) => {
    if (next.trim() === '+') {
      setText('');
      onChange('');
      return;
    }
    setText(next);
    if (next.trim().startsWith('+')) {
      const typer = new AsYouType();
      typer.input(next);
      const found = typer.getCountry();
      if (found) setCountry(found);
    }
    onChange(phoneValue(next, country));
  };

  const pick = (code: CountryCode) => {
    setCountry(code);
    // A national number keeps its digits under the new code; an international one is left alone.
    if (!text.trim().startsWith('+')) onChange(phoneValue(text, code));
  };

  return (
    <div className="field ds-phone">
      <label htmlFor={id}>{label}</label>
      <div className="ds-phone__row">
        <Menu
          align="start"
          trigger={
            <button type="button" className="ds-phone__country" aria-label={t('phoneInput.countryNamed', { country: selected.name, code: selected.callingCode })}>
              <span aria-hidden="true">
                {selected.code} +{selected.callingCode}
              </span>
              <span className="ds-phone__caret" aria-hidden="true">
                ▾
              </span>
            </button>
          }
          items={countries.map((c) => ({ label: `${c.name} +${c.callingCode}`, onSelect: () => pick(c.code) }))}
        />
        <input
          id={id}
          type="tel"
          inputMode="tel"
          autoComplete="off"
          required={required}
          value={text}
          aria-invalid={message ? true : undefined}
          aria-describedby={message ? `${id}-error` : undefined}
          onChange={(e) => type(e.target.value)}
          onBlur={() => setTouched(true)}
        />
      </div>
      {message && (
        <p id={`${id}-error`} className="field-error" role="alert">
          {message}
        </p>
      )}
    </div>
  );
}
