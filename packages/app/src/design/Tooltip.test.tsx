// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { Tooltip, TooltipProvider, tooltipDelayMs } from './Tooltip.js';
import { polyfillForRadix } from './designTestUtils.js';

beforeAll(polyfillForRadix);
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('Tooltip', () => {
  it('uses the §9 300 ms delay', () => {
    expect(tooltipDelayMs).toBe(300);
  });

  it('appears only after the provider delay on hover', () => {
    vi.useFakeTimers();
    render(
      <TooltipProvider>
        <Tooltip content="Download the signed PDF">
          <button type="button" aria-label="Download">
            ↓
          </button>
        </Tooltip>
      </TooltipProvider>,
    );
    const button = screen.getByRole('button', { name: 'Download' });
    fireEvent.pointerMove(button, { pointerType: 'mouse' });
    act(() => void vi.advanceTimersByTime(tooltipDelayMs - 1));
    expect(screen.queryByRole('tooltip')).toBeNull();
    act(() => void vi.advanceTimersByTime(1));
    expect(screen.getByRole('tooltip').textContent).toBe('Download the signed PDF');
  });

  it('appears on keyboard focus, describes its trigger, and Escape hides it', () => {
    render(
      <TooltipProvider>
        <Tooltip content="Download the signed PDF">
          <button type="button" aria-label="Download">
            ↓
          </button>
        </Tooltip>
      </TooltipProvider>,
    );
    const button = screen.getByRole('button', { name: 'Download' });
    act(() => button.focus());
    const tooltip = screen.getByRole('tooltip');
    expect(button.getAttribute('aria-describedby')).toBe(tooltip.id);
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('tooltip')).toBeNull();
  });
});
