import { describe, expect, it } from 'vitest';
import { parseEmbedPath } from './parseEmbedPath.js';
import { pickLanguage } from './pickLanguage.js';

describe('parseEmbedPath', () => {
  it('reads the agreement id and guest token', () => {
    expect(parseEmbedPath('/embed/documents/12/at/abc_DEF-123')).toEqual({ kind: 'document', agreementId: 12, guestToken: 'abc_DEF-123', inlineComments: false, languageChosen: false });
    expect(parseEmbedPath('/embed/documents/12/at/tok/')).toEqual({ kind: 'document', agreementId: 12, guestToken: 'tok', inlineComments: false, languageChosen: false });
    expect(parseEmbedPath('/embed/documents/12/at/preview')).toEqual({ kind: 'document', agreementId: 12, guestToken: 'preview', inlineComments: false, languageChosen: false });
  });
  it('reads the integrator’s inline comments option from the query', () => {
    expect(parseEmbedPath('/embed/documents/12/at/tok', '?comments=1')?.inlineComments).toBe(true);
    expect(parseEmbedPath('/embed/documents/12/at/tok', '?language=sv&comments=0')?.inlineComments).toBe(false);
  });
  it('reads the template variant', () => {
    expect(parseEmbedPath('/embed/documents/templates/7/at/link_T')).toEqual({ kind: 'template', agreementId: 7, guestToken: 'link_T', inlineComments: false, languageChosen: false });
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
    expect(pickLanguage('?language=nb-NO', ['de-DE'])).toBe('no');
    expect(pickLanguage('', ['en-GB', 'sv'])).toBe('en-GB');
    expect(parseEmbedPath('/embed/documents/12/at/tok', '?language=sv')?.languageChosen).toBe(true);
    expect(parseEmbedPath('/embed/documents/12/at/tok', '?language=xx')?.languageChosen).toBe(false);
    expect(pickLanguage('?language=xx', ['de-DE'])).toBe('de');
    expect(pickLanguage('', ['nb-NO'])).toBe('no');
    expect(pickLanguage('', ['ja'])).toBe('en');
  });
});
