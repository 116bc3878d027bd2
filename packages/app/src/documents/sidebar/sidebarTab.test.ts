import { describe, expect, it } from 'vitest';
import { rememberSidebarTab, rememberedSidebarTab } from './sidebarTab.js';

/** A Storage in memory (node has no sessionStorage). */
function memoryStorage(): Storage {
  const map = new Map<string, string>();
  return {
    get length() {
      return map.size;
    },
    clear: () => map.clear(),
    getItem: (k) => map.get(k) ?? null,
    key: (i) => [...map.keys()][i] ?? null,
    removeItem: (k) => void map.delete(k),
    setItem: (k, v) => void map.set(k, String(v)),
  };
}

describe('sidebar tab memory', () => {
  it('remembers the chosen tab per agreement under a prefixed key, Participants by default', () => {
    const storage = memoryStorage();
    expect(rememberedSidebarTab(5, storage)).toBe('participants');
    rememberSidebarTab(5, 'notes', storage);
    rememberSidebarTab(6, 'audit', storage);
    expect(rememberedSidebarTab(5, storage)).toBe('notes');
    expect(rememberedSidebarTab(6, storage)).toBe('audit');
    expect(storage.key(0)).toMatch(/^inkflow\./);
  });

  it('ignores an unknown stored value and blocked storage', () => {
    const storage = memoryStorage();
    storage.setItem('inkflow.sidebarTab.5', 'chat');
    expect(rememberedSidebarTab(5, storage)).toBe('participants');
    const blocked = { ...memoryStorage(), getItem: () => { throw new Error('blocked'); }, setItem: () => { throw new Error('blocked'); } } as Storage;
    expect(rememberedSidebarTab(5, blocked)).toBe('participants');
    expect(() => rememberSidebarTab(5, 'notes', blocked)).not.toThrow();
  });
});

describe('initial sidebar tab (§2)', () => {
  it('opens templates on their Details tab and documents on Participants at first open, then the remembered tab', async () => {
    const { initialSidebarTab } = await import('./sidebarTab.js');
    const storage = memoryStorage();
    expect(initialSidebarTab(5, true, storage)).toBe('details');
    expect(initialSidebarTab(6, false, storage)).toBe('participants');
    rememberSidebarTab(5, 'notes', storage);
    expect(initialSidebarTab(5, true, storage)).toBe('notes');
  });
});
