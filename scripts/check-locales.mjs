#!/usr/bin/env node
// `npm run check:locales` (also a step of `npm test`): the locale files of every language against
// English (DESIGN.md "i18n", spec §1). For each locale root, each language must have
//   - the same files and the same keys as English (en-gb, a variant of English, may leave keys out:
//     it falls back to en);
//   - for plural keys, exactly the plural forms its language needs (Intl.PluralRules, e.g. Polish
//     one/few/many/other), the same as English for no other key;
//   - the same interpolation placeholders ({{name}}) and nestings ($t(...)) in every text
//     (a plural form may leave {{count}} out, e.g. "one signature");
//   - no empty text.
// And every English key must be used somewhere in the sources: quoted as a whole key, or under
// a prefix the code builds keys from (t(`sign:role.${type}`)).
// `--lng sv` checks one language only; exits 1 with a list of problems, else prints the counts.
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

/** The locale folders, and the sources whose code reads their keys. */
const localeRoots = [
  { dir: 'packages/core/src/i18n/locales', sources: ['packages/core/src', 'packages/ui/src', 'packages/embed/src', 'packages/app/src', 'packages/server/src'] },
  { dir: 'packages/app/src/i18n', sources: ['packages/app/src'] },
  { dir: 'packages/server/src/i18n/locales', sources: ['packages/server/src'] },
];

/** Folder name → the language whose plural rules apply. */
export const localeFolders = { 'en-gb': 'en', sv: 'sv', nb: 'nb', da: 'da', de: 'de', fi: 'fi', es: 'es', fr: 'fr', nl: 'nl', pl: 'pl', pt: 'pt', it: 'it' };
const pluralSuffix = /_(zero|one|two|few|many|other)$/;

function flatten(value, prefix = '', out = new Map()) {
  for (const [key, child] of Object.entries(value)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (child && typeof child === 'object') flatten(child, path, out);
    else out.set(path, child);
  }
  return out;
}

function placeholders(text) {
  const found = new Set();
  for (const m of String(text).matchAll(/\{\{\s*([^},\s]+)[^}]*\}\}/g)) found.add(`{{${m[1]}}}`);
  for (const m of String(text).matchAll(/\$t\(([^),]+)/g)) found.add(`$t(${m[1]})`);
  return found;
}

const same = (a, b) => a.size === b.size && [...a].every((x) => b.has(x));
const show = (set) => [...set].sort().join(' ') || '(none)';

function readLocale(dir) {
  const files = new Map();
  if (!existsSync(dir)) return files;
  for (const name of readdirSync(dir).filter((f) => f.endsWith('.json'))) {
    files.set(name.replace(/\.json$/, ''), flatten(JSON.parse(readFileSync(join(dir, name), 'utf8'))));
  }
  return files;
}

/** Plural bases of an English namespace: `resendIn` when `resendIn_one`/`resendIn_other` exist. */
function pluralBases(keys) {
  const bases = new Set();
  for (const key of keys.keys()) {
    const m = key.match(pluralSuffix);
    if (m && keys.has(key.replace(pluralSuffix, '_other'))) bases.add(key.replace(pluralSuffix, ''));
  }
  return bases;
}

function checkLanguage(problems, where, folder, en, other) {
  const lng = localeFolders[folder];
  const variant = folder === 'en-gb';
  const categories = new Set(new Intl.PluralRules(lng).resolvedOptions().pluralCategories);
  for (const [ns, enKeys] of en) {
    const keys = other.get(ns);
    if (!keys) {
      if (!variant) problems.push(`${where}/${folder}/${ns}.json is missing`);
      continue;
    }
    const bases = pluralBases(enKeys);
    const seen = new Set();
    for (const [key, value] of keys) {
      seen.add(key);
      const base = key.replace(pluralSuffix, '');
      const isPlural = bases.has(base) && pluralSuffix.test(key);
      const enText = isPlural ? enKeys.get(`${base}_other`) : enKeys.get(key);
      if (isPlural && !categories.has(key.match(pluralSuffix)[1])) problems.push(`${where}/${folder}/${ns}.json: ${key}: ${lng} has no plural form "${key.match(pluralSuffix)[1]}" (it has ${[...categories].join(', ')})`);
      else if (enText === undefined) problems.push(`${where}/${folder}/${ns}.json: ${key} is not an English key`);
      if (typeof value !== 'string' || value.trim() === '') {
        problems.push(`${where}/${folder}/${ns}.json: ${key} is empty`);
        continue;
      }
      if (enText === undefined) continue;
      const want = placeholders(enText);
      const got = placeholders(value);
      if (isPlural) {
        want.delete('{{count}}');
        got.delete('{{count}}');
      }
      if (!same(want, got)) problems.push(`${where}/${folder}/${ns}.json: ${key}: placeholders ${show(got)}, English has ${show(want)}`);
    }
    if (variant) continue;
    for (const key of enKeys.keys()) {
      const base = key.replace(pluralSuffix, '');
      if (bases.has(base) && pluralSuffix.test(key)) continue;
      if (!seen.has(key)) problems.push(`${where}/${folder}/${ns}.json: missing ${key}`);
    }
    for (const base of bases) {
      for (const category of categories) {
        if (!seen.has(`${base}_${category}`)) problems.push(`${where}/${folder}/${ns}.json: missing ${base}_${category}`);
      }
    }
  }
  for (const ns of other.keys()) if (!en.has(ns)) problems.push(`${where}/${folder}/${ns}.json has no English file`);
}

function sourceFiles(dir, out = []) {
  for (const name of readdirSync(dir)) {
    if (name === 'node_modules' || name === 'i18n' || name === 'dist') continue;
    const path = join(dir, name);
    if (statSync(path).isDirectory()) sourceFiles(path, out);
    else if (/\.(ts|tsx|mjs|js)$/.test(name) && !/\.(test|stories)\.tsx?$/.test(name)) out.push(path);
  }
  return out;
}

/** Key prefixes the code builds from a variable, e.g. t(`${dialog}.title`) with dialog 'commentDialog'. */
const builtPrefixes = ['commentDialog.', 'suggestDialog.'];

/** Whether `key` ends a quoted string, alone or after a namespace or parent key ('sign:x', 'errors.x'). */
function quoted(text, key) {
  for (const close of ["'", '"', '`']) {
    let at = text.indexOf(key + close);
    while (at !== -1) {
      if (`'"\`:.`.includes(text[at - 1] ?? '')) return true;
      at = text.indexOf(key + close, at + 1);
    }
  }
  return false;
}

/** English keys no source quotes, whole or under a built prefix. */
function unusedKeys(dir, sources, en) {
  const text = sources.flatMap((s) => sourceFiles(join(root, s))).map((f) => readFileSync(f, 'utf8')).join('\n');
  const prefixes = new Set();
  for (const m of text.matchAll(/[`'"]([\w-]+:)?([\w.-]*\.)\$\{/g)) prefixes.add(m[2]);
  for (const m of text.matchAll(/[`'"]([\w-]+:)?([\w.-]+\.)['"`]\s*\+/g)) prefixes.add(m[2]);
  const unused = [];
  for (const [ns, keys] of en) {
    const bases = pluralBases(keys);
    for (const key of keys.keys()) {
      // A list read whole (t(key, { returnObjects: true })) counts as one key.
      const listed = key.replace(/(\.\d+)+$/, '');
      const base = bases.has(listed.replace(pluralSuffix, '')) ? listed.replace(pluralSuffix, '') : listed;
      if (quoted(text, base)) continue;
      if ([...prefixes, ...builtPrefixes].some((p) => `${base}.`.startsWith(p))) continue;
      unused.push(`${dir}/en/${ns}.json: ${base} is used nowhere`);
    }
  }
  return [...new Set(unused)];
}

function main() {
  const only = process.argv.includes('--lng') ? process.argv[process.argv.indexOf('--lng') + 1] : null;
  const problems = [];
  const counts = new Map();
  for (const { dir, sources } of localeRoots) {
    const base = join(root, dir);
    if (!existsSync(join(base, 'en'))) continue;
    const en = readLocale(join(base, 'en'));
    const enCount = [...en.values()].reduce((n, keys) => n + keys.size, 0);
    counts.set('en', (counts.get('en') ?? 0) + enCount);
    if (!only) problems.push(...unusedKeys(dir, sources, en));
    for (const folder of Object.keys(localeFolders)) {
      if (only && folder !== only) continue;
      const other = readLocale(join(base, folder));
      if (other.size === 0 && folder === 'en-gb') continue;
      if (other.size === 0) {
        problems.push(`${dir}/${folder}/ is missing`);
        continue;
      }
      checkLanguage(problems, dir, folder, en, other);
      counts.set(folder, (counts.get(folder) ?? 0) + [...other.values()].reduce((n, keys) => n + keys.size, 0));
    }
  }
  console.log(`Locale keys (texts, plural forms counted one by one): ${[...counts].map(([l, n]) => `${l} ${n}`).join(', ')}`);
  if (problems.length) {
    console.error(problems.map((p) => `✖ ${relative(root, join(root, p))}`).join('\n'));
    console.error(`${problems.length} locale problem(s)`);
    process.exit(1);
  }
  console.log(`✔ ${counts.size} locales: identical keys, plural forms and placeholders; no unused English key`);
}

main();
