// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { consumeReturnPath, isSafeReturnPath, peekReturnPath, rememberReturnPath } from './returnPath.js';

describe('return path after login', () => {
  beforeEach(() => sessionStorage.clear());

  it('accepts only same-origin paths', () => {
    expect(isSafeReturnPath('/documents/5?m=1')).toBe(true);
    expect(isSafeReturnPath('//evil.test/x')).toBe(false);
    expect(isSafeReturnPath('/\\evil.test')).toBe(false);
    expect(isSafeReturnPath('https://evil.test')).toBe(false);
    expect(isSafeReturnPath('contracts')).toBe(false);
    expect(isSafeReturnPath(null)).toBe(false);
  });

  it('returns the stored path once, then /', () => {
    rememberReturnPath('/documents/7?m=3');
    expect(consumeReturnPath()).toBe('/documents/7?m=3');
    expect(consumeReturnPath()).toBe('/');
  });

  it('does not store unsafe paths or login pages', () => {
    rememberReturnPath('//evil.test');
    expect(consumeReturnPath()).toBe('/');
    rememberReturnPath('/login/password?x=1');
    expect(consumeReturnPath()).toBe('/');
  });

  it('refuses disguised off-site paths: control characters, backslashes, encoded slashes (core safeReturnPath)', () => {
    for (const path of ['/\t/evil.example/', '/%09/evil.example/', '/%2F%2Fevil.example', '/%5Cevil.example', '/..//evil.example', '/x\\..\\evil']) {
      expect(isSafeReturnPath(path), path).toBe(false);
      sessionStorage.setItem('inkflow.returnPath', path);
      expect(peekReturnPath(), path).toBe('/');
      expect(consumeReturnPath(), path).toBe('/');
      rememberReturnPath(path);
      expect(consumeReturnPath(), path).toBe('/');
    }
  });

  it('ignores a tampered stored value', () => {
    sessionStorage.setItem('inkflow.returnPath', '//evil.test');
    expect(consumeReturnPath()).toBe('/');
  });
});
