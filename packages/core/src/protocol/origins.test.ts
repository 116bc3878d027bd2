import { describe, expect, it } from 'vitest';
import { isAllowedParentOrigin, isExactOrigin, parseFramePolicy } from '@inkflow/core/protocol';

describe('isExactOrigin', () => {
  it('accepts exact http(s) origins', () => {
    for (const o of ['https://partner.example', 'http://localhost:8080', 'https://a.b-c.example:8443', 'http://127.0.0.2:3001', 'http://[::1]:3000']) {
      expect(isExactOrigin(o), o).toBe(true);
    }
  });
  it('refuses paths, wildcards, credentials, other schemes, upper case and default ports', () => {
    for (const o of [
      'https://partner.example/',
      'https://partner.example/path',
      'https://*.partner.example',
      'https://user@partner.example',
      'ftp://partner.example',
      'javascript:alert(1)',
      'HTTPS://PARTNER.EXAMPLE',
      'https://partner.example:443',
      'https://partner.example?x',
      'https://partner.example#x',
      'https://partner.example https://evil.example',
      "https://partner.example 'unsafe-inline'",
      'https://partner.example;script-src',
      'null',
      '',
      'partner.example',
    ]) {
      expect(isExactOrigin(o), o).toBe(false);
    }
    expect(isExactOrigin(42)).toBe(false);
  });
});

describe('isAllowedParentOrigin', () => {
  it('allows the list, plus localhost in development only', () => {
    const dev = { allowedOrigins: ['https://partner.example'], allowDevOrigins: true };
    const prod = { ...dev, allowDevOrigins: false };
    expect(isAllowedParentOrigin('https://partner.example', prod)).toBe(true);
    expect(isAllowedParentOrigin('https://partner.example.evil.com', prod)).toBe(false);
    expect(isAllowedParentOrigin('http://localhost:3001', prod)).toBe(false);
    expect(isAllowedParentOrigin('http://localhost:3001', dev)).toBe(true);
    expect(isAllowedParentOrigin('http://127.0.0.2:3001', dev)).toBe(false);
  });
});

describe('parseFramePolicy', () => {
  it('keeps exact origins only and defaults to nobody', () => {
    expect(parseFramePolicy({ allowedOrigins: ['https://ok.example', 'https://*.bad', 3], allowDevOrigins: true })).toEqual({
      allowedOrigins: ['https://ok.example'],
      allowDevOrigins: true,
    });
    expect(parseFramePolicy(null)).toEqual({ allowedOrigins: [], allowDevOrigins: false });
    expect(parseFramePolicy({ allowDevOrigins: 'yes' })).toEqual({ allowedOrigins: [], allowDevOrigins: false });
  });
});
