// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAppI18n } from '../../i18n/createAppI18n.js';
import { InlineName } from './InlineName.js';

afterEach(cleanup);

async function renderName(name = 'Lease') {
  const onRename = vi.fn();
  render(
    <I18nextProvider i18n={await createAppI18n('en')}>
      <InlineName name={name} onRename={onRename} />
    </I18nextProvider>,
  );
  return onRename;
}

describe('InlineName', () => {
  it('opens a labelled input on click and renames on Enter', async () => {
    const onRename = await renderName();
    fireEvent.click(screen.getByRole('button', { name: 'Rename contract: Lease' }));
    const input = screen.getByRole('textbox', { name: 'Contract name' });
    expect(document.activeElement).toBe(input);
    fireEvent.change(input, { target: { value: '  Lease 2027 ' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(onRename).toHaveBeenCalledExactlyOnceWith('Lease 2027');
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('renames on blur, but not with Escape, an empty name or the same name', async () => {
    const onRename = await renderName();
    const open = () => {
      fireEvent.click(screen.getByRole('button', { name: 'Rename contract: Lease' }));
      return screen.getByRole('textbox', { name: 'Contract name' });
    };
    let input = open();
    fireEvent.change(input, { target: { value: 'Dropped' } });
    fireEvent.keyDown(input, { key: 'Escape' });
    input = open();
    fireEvent.change(input, { target: { value: '   ' } });
    fireEvent.blur(input);
    input = open();
    fireEvent.blur(input);
    expect(onRename).not.toHaveBeenCalled();
    input = open();
    fireEvent.change(input, { target: { value: 'Blurred' } });
    fireEvent.blur(input);
    expect(onRename).toHaveBeenCalledExactlyOnceWith('Blurred');
  });
});
