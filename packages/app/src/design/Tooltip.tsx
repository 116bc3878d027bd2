import * as RadixTooltip from '@radix-ui/react-tooltip';
import type { ReactElement, ReactNode } from 'react';

/** §9: tooltips appear after 300 ms. */
export const tooltipDelayMs = 300;

/** Wraps the app once so every Tooltip shares the §9 delay (and skips it when moving between tooltips). */
export function TooltipProvider({ children }: { children: ReactNode }) {
  return <RadixTooltip.Provider delayDuration={tooltipDelayMs}>{children}</RadixTooltip.Provider>;
}

/**
 * A short hint on hover and on keyboard focus (Radix Tooltip), shown after the §9 300 ms delay.
 * `children` is one focusable element; the hint becomes its accessible description. Never put
 * the only label of an icon button here: give the button an `aria-label` too.
 */
export function Tooltip({ content, children, side = 'top' }: { content: ReactNode; children: ReactElement; side?: 'top' | 'bottom' | 'left' | 'right' }) {
  return (
    <RadixTooltip.Root>
      <RadixTooltip.Trigger asChild>{children}</RadixTooltip.Trigger>
      <RadixTooltip.Portal>
        <RadixTooltip.Content className="ds-tooltip" side={side} sideOffset={6} collisionPadding={8}>
          {content}
        </RadixTooltip.Content>
      </RadixTooltip.Portal>
    </RadixTooltip.Root>
  );
}
