// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MenuButton } from './MenuButton.js';

afterEach(cleanup);

function renderMenu() {
  const move = vi.fn();
  const remove = vi.fn();
  render(
    <>
      <MenuButton label="⋯" ariaLabel="Actions for Lease" items={[{ label: 'Move…', onSelect: move }, { label: 'Delete', onSelect: remove }]} />
      <button type="button">Elsewhere</button>
    </>,
  );
  return { move, remove, toggle: screen.getByRole('button', { name: 'Actions for Lease' }) };
}

describe('MenuButton', () => {
  it('opens on the first entry, moves with the arrow keys, and closes on Escape back on the toggle', () => {
    const { toggle } = renderMenu();
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(document.activeElement?.textContent).toBe('Move…');
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown' });
    expect(document.activeElement?.textContent).toBe('Delete');
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown' });
    expect(document.activeElement?.textContent).toBe('Move…');
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowUp' });
    expect(document.activeElement?.textContent).toBe('Delete');
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
    expect(document.activeElement).toBe(toggle);
  });

  it('runs the chosen entry and closes; a pointer down elsewhere closes too', () => {
    const { toggle, remove } = renderMenu();
    fireEvent.click(toggle);
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(remove).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('button', { name: 'Move…' })).toBeNull();
    fireEvent.click(toggle);
    fireEvent.pointerDown(screen.getByRole('button', { name: 'Elsewhere' }));
    expect(screen.queryByRole('button', { name: 'Move…' })).toBeNull();
  });
});
