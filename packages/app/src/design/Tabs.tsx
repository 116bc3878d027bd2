import * as RadixTabs from '@radix-ui/react-tabs';
import type { ReactNode } from 'react';

/** One tab of Tabs: its value (stable id), visible label, optional count badge, and panel. */
export interface TabItem {
  value: string;
  label: string;
  /** A number shown beside the label (unread messages, notes), hidden when 0 or absent. */
  count?: number;
  content: ReactNode;
}

/** Props of Tabs. */
export interface TabsProps {
  /** The accessible name of the tab list. */
  label: string;
  items: TabItem[];
  value: string;
  onValueChange(value: string): void;
  className?: string;
}

/**
 * Tabs (Radix Tabs: arrow keys move between tabs, Home/End, the panel is labelled by its tab).
 * Controlled, so a page can open a tab from a link (§2: comments when opened from a message
 * link). Panels are mounted only while selected.
 */
export function Tabs({ label, items, value, onValueChange, className }: TabsProps) {
  return (
    <RadixTabs.Root className={className ? `ds-tabs ${className}` : 'ds-tabs'} value={value} onValueChange={onValueChange}>
      <RadixTabs.List className="ds-tabs__list" aria-label={label}>
        {items.map((item) => (
          <RadixTabs.Trigger key={item.value} value={item.value} className="ds-tabs__tab">
            {item.label}
            {item.count ? (
              <>
                {/* aria-label is ignored on a plain span; the hidden text gives the name "Comments (3)". */}
                <span className="ds-badge" aria-hidden="true">
                  {item.count}
                </span>
                <span className="ink-visually-hidden"> ({item.count})</span>
              </>
            ) : null}
          </RadixTabs.Trigger>
        ))}
      </RadixTabs.List>
      {items.map((item) => (
        <RadixTabs.Content key={item.value} value={item.value} className="ds-tabs__panel">
          {item.content}
        </RadixTabs.Content>
      ))}
    </RadixTabs.Root>
  );
}
