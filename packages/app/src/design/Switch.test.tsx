// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Switch } from './Switch.js';

afterEach(cleanup);

function Labelled({ onChange }: { onChange(checked: boolean): void }) {
  const [checked, setChecked] = useState(false);
  return (
    <>
      <label htmlFor="notes">Contract notes</label>
      <Switch
        id="notes"
        checked={checked}
        describedBy="notes-help"
        onCheckedChange={(next) => {
          setChecked(next);
          onChange(next);
        }}
      />
      <p id="notes-help">Private notes on each contract</p>
    </>
  );
}

describe('Switch', () => {
  it('is a switch named by its label and described by its help, toggled by a click', () => {
    const onChange = vi.fn();
    render(<Labelled onChange={onChange} />);
    const control = screen.getByRole('switch', { name: 'Contract notes' });
    expect(control.getAttribute('aria-checked')).toBe('false');
    expect(control.getAttribute('aria-describedby')).toBe('notes-help');
    fireEvent.click(control);
    expect(onChange).toHaveBeenCalledWith(true);
    expect(control.getAttribute('aria-checked')).toBe('true');
  });

  it('does nothing while disabled', () => {
    const onChange = vi.fn();
    render(<Switch id="x" checked={false} disabled onCheckedChange={onChange} />);
    fireEvent.click(screen.getByRole('switch'));
    expect(onChange).not.toHaveBeenCalled();
  });
});
