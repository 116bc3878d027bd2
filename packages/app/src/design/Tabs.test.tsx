// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { Tabs, type TabItem } from './Tabs.js';
import { polyfillForRadix } from './designTestUtils.js';

beforeAll(polyfillForRadix);
afterEach(cleanup);

const items: TabItem[] = [
  { value: 'participants', label: 'Participants', content: <p>People who sign</p> },
  { value: 'comments', label: 'Comments', count: 3, content: <p>What people said</p> },
  { value: 'history', label: 'History', count: 0, content: <p>What happened</p> },
];

function Controlled({ initial = 'participants' }: { initial?: string }) {
  const [value, setValue] = useState(initial);
  return <Tabs label="Document panels" items={items} value={value} onValueChange={setValue} />;
}

describe('Tabs', () => {
  it('names the tab list and shows only the selected panel, labelled by its tab', () => {
    render(<Controlled />);
    expect(screen.getByRole('tablist', { name: 'Document panels' })).toBeTruthy();
    const panel = screen.getByRole('tabpanel');
    expect(panel.textContent).toBe('People who sign');
    expect(panel.getAttribute('aria-labelledby')).toBe(screen.getByRole('tab', { name: 'Participants' }).id);
  });

  it('moves with the arrow keys, Home and End, and wraps around', async () => {
    render(<Controlled />);
    const [participants, comments, history] = screen.getAllByRole('tab');
    participants!.focus();
    // Radix moves the focus in a task after the key, hence waitFor.
    const press = async (from: HTMLElement, key: string, to: HTMLElement) => {
      fireEvent.keyDown(from, { key });
      await waitFor(() => expect(document.activeElement).toBe(to));
    };
    await press(participants!, 'ArrowRight', comments!);
    await press(comments!, 'End', history!);
    await press(history!, 'ArrowRight', participants!);
    await press(participants!, 'ArrowLeft', history!);
    await press(history!, 'Home', participants!);
  });

  it('selects the focused tab (automatic activation) and shows its panel', () => {
    render(<Controlled />);
    const comments = screen.getByRole('tab', { name: /Comments/ });
    fireEvent.focus(comments);
    fireEvent.mouseDown(comments);
    expect(comments.getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel').textContent).toBe('What people said');
  });

  it('opens the tab a page asks for (controlled) and shows counts above zero only', () => {
    render(<Controlled initial="comments" />);
    expect(screen.getByRole('tab', { name: /^Comments\s*\(3\)$/ }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tab', { name: 'History' }).querySelector('.ds-badge')).toBeNull();
  });
});
