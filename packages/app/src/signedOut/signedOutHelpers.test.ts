import { describe, expect, it } from 'vitest';
import { ssoStartUrl } from '../login/ssoStartUrl.js';
import { productNameFor } from './productName.js';
import { publicBackground } from './publicBackground.js';
import { countryOptions } from './signup/countryOptions.js';
import { trackingParams } from './signup/trackingParams.js';

describe('signed-out helpers', () => {
  it('names the product by environment (§2 Page title)', () => {
    expect(productNameFor({})).toBe('Inkflow');
    expect(productNameFor({ PRODUCT_NAME: 'Acme Sign' })).toBe('Acme Sign');
    expect(productNameFor({ APP_ENV: 'development', PRODUCT_NAME: 'Acme Sign' })).toBe('Devflow');
    expect(productNameFor({ APP_ENV: 'staging' })).toBe('Stageflow');
    expect(productNameFor({ APP_ENV: 'test' })).toBe('Testflow');
    expect(productNameFor({ APP_ENV: 'production' })).toBe('Inkflow');
  });

  it('rotates the background hourly among 6 variants', () => {
    const hour = 3_600_000;
    const start = new Date(Date.UTC(2026, 0, 1, 0, 0));
    const seen = Array.from({ length: 12 }, (_, i) => publicBackground(new Date(start.getTime() + i * hour)));
    expect(new Set(seen).size).toBe(6);
    expect(seen.slice(0, 6)).toEqual(seen.slice(6));
    expect(publicBackground(new Date(start.getTime() + 59 * 60_000))).toBe(seen[0]);
  });

  it('picks gclid and utm_* from the URL, dropping empty values', () => {
    expect(trackingParams('?gclid=g&utm_source=news&utm_term=&origin=website&x=1')).toEqual({ gclid: 'g', utm_source: 'news' });
  });

  it('builds the SSO start with email, return_to and persistent 1 or 0', () => {
    expect(ssoStartUrl('a@b.se', '/documents/4?m=1', true)).toBe('/api/sso/start?email=a%40b.se&return_to=%2Fdocuments%2F4%3Fm%3D1&persistent=1');
    expect(ssoStartUrl('a@b.se', '/', false)).toContain('persistent=0');
  });

  it('lists countries by name in the UI language', () => {
    const english = countryOptions('en');
    expect(english.find((c) => c.code === 'SE')?.name).toBe('Sweden');
    expect(english.some((c) => c.code === 'EU' || c.code === 'ZZ')).toBe(false);
    expect(english.length).toBeGreaterThan(200);
    expect(countryOptions('sv').find((c) => c.code === 'SE')?.name).toBe('Sverige');
  });
});
