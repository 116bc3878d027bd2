// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { Menu, menuRoomBelow } from './Menu.js';
import { polyfillForRadix, renderWithI18n } from './designTestUtils.js';

beforeAll(polyfillForRadix);
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

/** Places the trigger's anchor `top` px from the top of an 800 px window, 32 px tall. */
function placeTrigger(top: number) {
  Object.defineProperty(window, 'innerHeight', { value: 800, configurable: true });
  vi.spyOn(HTMLSpanElement.prototype, 'getBoundingClientRect').mockReturnValue({ top, bottom: top + 32, left: 0, right: 100, width: 100, height: 32, x: 0, y: top, toJSON: () => ({}) });
}

/** Opens the menu from the keyboard (Radix opens on Enter, and on pointer down). */
async function open() {
  fireEvent.keyDown(screen.getByRole('button', { name: 'Actions' }), { key: 'Enter' });
  return screen.findByRole('menu');
}

describe('Menu', () => {
  it('opens downward when at least 300 px remain below the trigger', async () => {
    placeTrigger(100);
    await renderWithI18n(<Menu trigger={<button type="button">Actions</button>} items={[{ label: 'Rename', onSelect: () => {} }]} />);
    expect((await open()).getAttribute('data-side-choice')).toBe('bottom');
  });

  it(`opens upward when less than ${menuRoomBelow} px remain below the trigger`, async () => {
    placeTrigger(800 - 32 - (menuRoomBelow - 1));
    await renderWithI18n(<Menu trigger={<button type="button">Actions</button>} items={[{ label: 'Rename', onSelect: () => {} }]} />);
    expect((await open()).getAttribute('data-side-choice')).toBe('top');
  });

  it('says "No results found" when it has no entries', async () => {
    placeTrigger(100);
    await renderWithI18n(<Menu trigger={<button type="button">Actions</button>} items={[]} />);
    expect((await open()).textContent).toBe('No results found');
    expect(screen.queryAllByRole('menuitem')).toHaveLength(0);
  });

  it('runs the chosen entry and marks destructive ones', async () => {
    placeTrigger(100);
    const rename = vi.fn();
    const remove = vi.fn();
    await renderWithI18n(
      <Menu
        trigger={<button type="button">Actions</button>}
        items={[
          { label: 'Rename', onSelect: rename },
          { label: 'Delete', onSelect: remove, danger: true },
        ]}
      />,
    );
    await open();
    const del = screen.getByRole('menuitem', { name: 'Delete' });
    expect(del.className).toContain('ds-menu__item--danger');
    fireEvent.click(del);
    expect(remove).toHaveBeenCalledOnce();
    expect(rename).not.toHaveBeenCalled();
  });
});
