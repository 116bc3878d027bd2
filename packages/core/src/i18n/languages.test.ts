import { describe, expect, it } from 'vitest';
import { chooseLanguage, languageCookieValue, languageTag, localeFolder, parseLanguage, readLanguageCookie, recommendedLanguage } from './languages.js';

describe('parseLanguage', () => {
  it('maps browser tags to the 12 interface languages, Norwegian to no and British English to en-GB', () => {
    expect(parseLanguage('sv-SE')).toBe('sv');
    expect(parseLanguage('nb-NO')).toBe('no');
    expect(parseLanguage('nn')).toBe('no');
    expect(parseLanguage('no')).toBe('no');
    expect(parseLanguage('fi_FI')).toBe('fi');
    expect(parseLanguage('en-US')).toBe('en');
    expect(parseLanguage('en-GB')).toBe('en-GB');
    expect(parseLanguage('EN-gb')).toBe('en-GB');
    expect(parseLanguage('ja-JP')).toBeNull();
    expect(parseLanguage('')).toBeNull();
    expect(parseLanguage(null)).toBeNull();
  });
});

describe('chooseLanguage (§1: browser, then cookie; a position or agreement language; an explicit choice)', () => {
  it('recommends the first supported browser language, else English', () => {
    expect(recommendedLanguage(['ja', 'da-DK', 'de'])).toBe('da');
    expect(recommendedLanguage(['ja'])).toBe('en');
    expect(chooseLanguage({ browser: ['de-DE'] })).toBe('de');
  });

  it('lets the cookie win over the browser, and a position language or an explicit choice over both', () => {
    expect(chooseLanguage({ cookie: 'fi', browser: ['de-DE'] })).toBe('fi');
    expect(chooseLanguage({ cookie: 'xx', browser: ['de-DE'] })).toBe('de');
    expect(chooseLanguage({ preferred: 'sv', cookie: 'fi', browser: ['de-DE'] })).toBe('sv');
    expect(chooseLanguage({ fallback: 'da', browser: ['de-DE'] })).toBe('da');
    expect(chooseLanguage({ explicit: 'pl', preferred: 'sv', fallback: 'da', cookie: 'fi', browser: ['de-DE'] })).toBe('pl');
  });

  it('keeps English British for a British browser', () => {
    expect(chooseLanguage({ cookie: 'en', browser: ['en-GB'] })).toBe('en-GB');
    expect(chooseLanguage({ cookie: 'en', browser: ['en-US'] })).toBe('en');
  });
});

describe('the language cookie, folders and tags', () => {
  it('reads flow-preferred-language among other cookies and writes it for a year', () => {
    expect(readLanguageCookie('a=1; flow-preferred-language=sv; b=2')).toBe('sv');
    expect(readLanguageCookie('a=1')).toBeNull();
    expect(readLanguageCookie(undefined)).toBeNull();
    expect(languageCookieValue('en-GB')).toBe('flow-preferred-language=en; Path=/; Max-Age=31536000; SameSite=Lax');
  });

  it('finds Norwegian in nb and British English in en-gb; html lang says nb', () => {
    expect(localeFolder('no')).toBe('nb');
    expect(localeFolder('en-GB')).toBe('en-gb');
    expect(localeFolder('fi')).toBe('fi');
    expect(languageTag('no')).toBe('nb');
    expect(languageTag('sv')).toBe('sv');
  });
});
