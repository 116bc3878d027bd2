import { describe, expect, it } from 'vitest';
import { scrubSecrets, scrubText } from './scrubSecrets.js';

const token = 'abcdefghij_klmnopqrst-uvwxyz0123456789AB';

describe('scrubSecrets', () => {
  it('replaces the secret fields at any depth', () => {
    const payload = { password: 'hunter2', nested: { deeper: [{ password_again: 'x', password_verification: 'y', value: '19121212-1212' }] }, name: 'kept' };
    expect(scrubSecrets(payload)).toEqual({
      password: '[scrubbed]',
      nested: { deeper: [{ password_again: '[scrubbed]', password_verification: '[scrubbed]', value: '[scrubbed]' }] },
      name: 'kept',
    });
  });

  it('scrubs key=value text in messages and URLs', () => {
    expect(scrubText('POST /login?password=hunter2&email=a@b.se')).toBe('POST /login?password=[scrubbed]&email=a@b.se');
    expect(scrubText('bad value=1234 and password_again=abc; done')).toBe('bad value=[scrubbed] and password_again=[scrubbed]; done');
    expect(scrubText('body {"password":"hunter2","email":"a@b.se"}')).toBe('body {"password":"[scrubbed]","email":"a@b.se"}');
    expect(scrubText('invalid_value=3 stays')).toBe('invalid_value=3 stays');
  });

  it('scrubs 40-character tokens as whole words only', () => {
    expect(scrubText(`GET /api/agreements/1?access_token=${token} failed`)).toBe('GET /api/agreements/1?access_token=[scrubbed] failed');
    expect(scrubText(`at https://x.test/sign/${token}/ok`)).toBe('at https://x.test/sign/[scrubbed]/ok');
    expect(scrubText(`${token}X`)).toBe(`${token}X`);
    expect(scrubText(token.slice(1))).toBe(token.slice(1));
  });

  it('scrubs strings inside objects and survives cycles', () => {
    const cyclic: Record<string, unknown> = { url: `/a?value=1` };
    cyclic.self = cyclic;
    expect(scrubSecrets(cyclic)).toEqual({ url: '/a?value=[scrubbed]', self: '[circular]' });
  });
});
