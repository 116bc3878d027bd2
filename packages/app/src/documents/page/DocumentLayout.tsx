import type { ReactNode } from 'react';

/**
 * The document page's frame: the sticky `header`, then the paper canvas (`children`, centred at
 * --ink-paper-width on the grey surface) beside the `sidebar` column (--ink-sidebar-width). Under
 * 840 px the columns stack (the sidebar turns into a sheet of its own).
 */
export function DocumentLayout({ header, sidebar, children }: { header: ReactNode; sidebar: ReactNode; children: ReactNode }) {
  return (
    <div className="doc-page">
      {header}
      <div className="doc-page__body">
        <div className="doc-page__canvas">
          {children}
        </div>
        <aside className="doc-page__sidebar">{sidebar}</aside>
      </div>
    </div>
  );
}
