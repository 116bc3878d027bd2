import { describe, expect, it } from 'vitest';
import { parseOrigins } from './parseOrigins.js';

describe('parseOrigins', () => {
  it('keeps exact origins once, forgives a trailing slash, and names the rest', () => {
    expect(parseOrigins('https://partner.example\n\n  http://localhost:8080/ \nhttps://partner.example\nhttps://*.example\npartner.example\nhttps://a.example/path')).toEqual({
      origins: ['https://partner.example', 'http://localhost:8080'],
      invalid: ['https://*.example', 'partner.example', 'https://a.example/path'],
    });
    expect(parseOrigins('')).toEqual({ origins: [], invalid: [] });
  });
});
