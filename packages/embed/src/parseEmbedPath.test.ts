import { describe, expect, it } from 'vitest';
import { parseEmbedPath } from './parseEmbedPath.js';
import { pickLanguage } from './pickLanguage.js';

describe('parseEmbedPath', () => {
  it('reads the agreement id and guest token', () => {
    expect(parseEmbedPath('/embed/documents/12/at/abc_DEF-123')).toEqual({ kind: 'document', agreementId: 12, guestToken: 'abc_DEF-123' });
    expect(parseEmbedPath('/embed/documents/12/at/tok/')).toEqual({ kind: 'document', agreementId: 12, guestToken: 'tok' });
    expect(parseEmbedPath('/embed/documents/12/at/preview')).toEqual({ kind: 'document', agreementId: 12, guestToken: 'preview' });
  });
  it('reads the template variant', () => {
    expect(parseEmbedPath('/embed/documents/templates/7/at/link_T')).toEqual({ kind: 'template', agreementId: 7, guestToken: 'link_T' });
  });
  it('rejects other paths', () => {
    for (const path of ['/embed/documents/0/at/t', '/embed/documents/x/at/t', '/documents/1/at/t', '/embed/documents/1/at/', '/embed/documents/1/at/a%20b', '/embed/documents/99999999999999999999/at/t', '/embed/documents/2147483648/at/t', '/embed/documents/templates/x/at/t', '/embed/documents/template/1/at/t', '/embed/documents/templates/1/at/']) {
      expect(parseEmbedPath(path), path).toBeNull();
    }
  });
});

describe('pickLanguage', () => {
  it('prefers a supported ?language=, else the browser, else English', () => {
    expect(pickLanguage('?language=sv', ['de-DE'])).toBe('sv');
    expect(pickLanguage('?language=xx', ['de-DE'])).toBe('de');
    expect(pickLanguage('', ['nb-NO'])).toBe('no');
    expect(pickLanguage('', ['ja'])).toBe('en');
  });
});
