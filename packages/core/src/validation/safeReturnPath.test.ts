import { describe, expect, it } from 'vitest';
import { safeReturnPath } from '@inkflow/core';

describe('safeReturnPath', () => {
  it('keeps same-origin paths with their query and fragment', () => {
    expect(safeReturnPath('/')).toBe('/');
    expect(safeReturnPath('/contracts?m=1')).toBe('/contracts?m=1');
    expect(safeReturnPath('/documents/5?m=2&q=a%20b#box-3')).toBe('/documents/5?m=2&q=a%20b#box-3');
    expect(safeReturnPath('/c/7/folders/2')).toBe('/c/7/folders/2');
  });

  it('normalises dot segments and stays on the same origin', () => {
    expect(safeReturnPath('/a/../contracts')).toBe('/contracts');
    expect(safeReturnPath('/a/./b')).toBe('/a/b');
  });

  it.each([
    ['an encoded tab before a second slash', '/%09/evil.example/'],
    ['a raw tab before a second slash', '/\t/evil.example/'],
    ['a newline', '/\n/evil.example'],
    ['a carriage return', '/x\r\nSet-Cookie: a=b'],
    ['a NUL', '/\u0000/evil'],
    ['DEL', '/\u007f/evil'],
    ['a C1 control', '/\u0085/evil'],
    ['a leading space', ' /contracts'],
    ['a non-breaking space', '/\u00a0/evil'],
    ['protocol-relative', '//evil'],
    ['protocol-relative with a path', '//evil.example/x'],
    ['three slashes', '///evil'],
    ['a backslash after the slash', '/\\evil'],
    ['a backslash anywhere', '/contracts\\..\\/evil'],
    ['encoded slashes', '/%2F%2Fevil'],
    ['lower-case encoded slashes', '/%2f%2fevil'],
    ['an encoded backslash', '/%5Cevil'],
    ['a double-encoded slash', '/%252F%252Fevil'],
    ['a double-encoded tab', '/%2509/evil.example/'],
    ['an encoded newline', '/%0a/evil'],
    ['dot segments that climb to //', '/..//evil'],
    ['dot segments that climb to // (dot slash)', '/.//evil'],
    ['an absolute https URL', 'https://evil'],
    ['an absolute http URL', 'http://evil.example/'],
    ['a javascript: URL', 'javascript:alert(1)'],
    ['a javascript: URL with a slash in it', 'javascript://%0aalert(1)'],
    ['a data: URL', 'data:text/html,<script>alert(1)</script>'],
    ['a relative path', 'contracts'],
    ['the empty string', ''],
    ['more than 2000 characters', `/${'a'.repeat(2000)}`],
  ])('refuses %s', (_name, input) => {
    expect(safeReturnPath(input)).toBeUndefined();
  });

  it('refuses values that are not strings', () => {
    for (const input of [undefined, null, 42, ['/contracts'], { path: '/' }]) expect(safeReturnPath(input)).toBeUndefined();
  });
});
