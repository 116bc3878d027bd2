// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { rememberedWorkspace, rememberWorkspace } from './currentWorkspace.js';

afterEach(() => sessionStorage.clear());

describe('current workspace', () => {
  it('remembers the last workspace, Shared with me (0) included', () => {
    expect(rememberedWorkspace()).toBeNull();
    rememberWorkspace(7);
    expect(rememberedWorkspace()).toBe(7);
    rememberWorkspace(0);
    expect(rememberedWorkspace()).toBe(0);
  });

  it('ignores a value that is not a workspace id', () => {
    sessionStorage.setItem('inkflow.currentWorkspace', '../x');
    expect(rememberedWorkspace()).toBeNull();
  });
});
