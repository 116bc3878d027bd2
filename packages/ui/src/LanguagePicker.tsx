import { languageEndonyms, languageTag, parseLanguage, storedLanguage, supportedLanguages, type InterfaceLanguage } from '@inkflow/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

/** Props of LanguagePicker. */
export interface LanguagePickerProps {
  /** The language shown now (an i18next language: one of the 12 codes, or `en-GB`, shown as English). */
  value: string;
  /** The reader chose `language` (one of the 12 codes of §1). */
  onChange: (language: InterfaceLanguage) => void;
  /** Extra class of the wrapper (placement). */
  className?: string;
}

/**
 * The interface language picker (spec §1) of the signed-out pages, the settings and the guest
 * page: a native select (keyboard and screen-reader friendly everywhere, the embed included)
 * listing each of the 12 languages by its own name ("Svenska", "Suomi"), each option marked with
 * its `lang`. The label ("Language" in the current language) is for screen readers; a globe
 * icon shows it. The host loads the language (core setLanguage) and remembers it.
 */
export function LanguagePicker({ value, onChange, className }: LanguagePickerProps) {
  const { t } = useTranslation('common');
  const id = useId();
  const current = storedLanguage(parseLanguage(value) ?? 'en');
  return (
    <div className={`ink-language-picker${className ? ` ${className}` : ''}`}>
      <svg className="ink-language-picker__icon" viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
        <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeWidth="1.6" />
        <path d="M3 12h18M12 3c2.5 2.6 3.8 5.6 3.8 9s-1.3 6.4-3.8 9c-2.5-2.6-3.8-5.6-3.8-9S9.5 5.6 12 3z" fill="none" stroke="currentColor" strokeWidth="1.6" />
      </svg>
      <label className="ink-visually-hidden" htmlFor={id}>
        {t('language')}
      </label>
      <select id={id} className="ink-language-picker__select" value={current} onChange={(event) => onChange(parseLanguage(event.target.value) ?? 'en')}>
        {supportedLanguages.map((code) => (
          <option key={code} value={code} lang={languageTag(code)}>
            {languageEndonyms[code]}
          </option>
        ))}
      </select>
    </div>
  );
}
