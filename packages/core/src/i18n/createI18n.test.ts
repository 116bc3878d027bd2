// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { createI18n, registerTexts, setLanguage, syncDocumentLanguage } from './createI18n.js';

describe('createI18n and setLanguage (§1 Loading)', () => {
  it('loads a language before showing it, with English behind every missing text', async () => {
    const i18n = await createI18n('de');
    expect(i18n.language).toBe('de');
    expect(i18n.t('common:cancel')).not.toBe(i18n.getFixedT('en')('common:cancel'));
    expect(i18n.getFixedT('en')('common:cancel')).toBe('Cancel');
    // British English holds only what differs; everything else is en's.
    await setLanguage(i18n, 'en-GB');
    expect(i18n.t('errors.cancelled')).toBe('Action cancelled');
    expect(i18n.t('common:cancel')).toBe('Cancel');
  });

  it('stays in English when a language cannot load, and reports it only when online', async () => {
    const i18n = await createI18n('en');
    const failing = vi.fn((folder: string) => (folder === 'fi' ? Promise.reject(new Error('offline chunk')) : Promise.resolve({ extra: { hello: folder } })));
    await registerTexts(i18n, failing);
    const report = vi.fn();
    const online = vi.spyOn(navigator, 'onLine', 'get');
    online.mockReturnValue(false);
    expect(await setLanguage(i18n, 'fi', report)).toBe('en');
    expect(report).not.toHaveBeenCalled();
    online.mockReturnValue(true);
    expect(await setLanguage(i18n, 'fi', report)).toBe('en');
    expect(report).toHaveBeenCalledTimes(1);
    expect(i18n.language).toBe('en');
    expect(i18n.t('extra:hello')).toBe('en');
    online.mockRestore();
  });

  it('keeps <html lang> on the language shown, nb for Norwegian', async () => {
    const i18n = await createI18n('en');
    const doc = { documentElement: { lang: '' } } as unknown as Document;
    syncDocumentLanguage(i18n, doc);
    expect(doc.documentElement.lang).toBe('en');
    await setLanguage(i18n, 'no');
    expect(doc.documentElement.lang).toBe('nb');
    await setLanguage(i18n, 'xx');
    expect(doc.documentElement.lang).toBe('en');
  });
});
