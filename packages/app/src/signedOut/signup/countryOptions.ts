/** Region codes Intl names but that are not countries (continents, unions, private use). */
const notCountries = new Set(['EU', 'EZ', 'UN', 'ZZ', 'QO', 'AA', 'QM', 'QN', 'QP', 'QQ', 'QR', 'QS', 'QT', 'QU', 'QV', 'QW', 'QX', 'QY', 'QZ']);

/** One country of the sign-up list: ISO 3166-1 alpha-2 code and its name in the UI language. */
export interface CountryOption {
  code: string;
  name: string;
}

/**
 * The countries of the sign-up wizard (spec §3: "Country comes from a searchable list in the
 * current language"), named by Intl.DisplayNames in `language` and sorted by name.
 */
export function countryOptions(language: string): CountryOption[] {
  let names: Intl.DisplayNames;
  try {
    names = new Intl.DisplayNames([language, 'en'], { type: 'region', fallback: 'none' });
  } catch {
    return [];
  }
  const options: CountryOption[] = [];
  for (let a = 65; a <= 90; a++) {
    for (let b = 65; b <= 90; b++) {
      const code = String.fromCharCode(a, b);
      if (notCountries.has(code) || (code.startsWith('X') && code !== 'XK')) continue;
      const name = names.of(code);
      if (name && name !== code) options.push({ code, name });
    }
  }
  return options.sort((x, y) => x.name.localeCompare(y.name, language));
}
