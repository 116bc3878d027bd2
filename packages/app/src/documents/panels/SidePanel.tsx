import { createContext, useContext, useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * True inside a tab of the document sidebar: the tab already names and shows the panel, so
 * SidePanel drops its collapse button and keeps a plain heading.
 */
export const InSidebarTab = createContext(false);

/**
 * One collapsible side panel (or, inside a sidebar tab, a plain titled section): a heading whose button opens and closes the body, and a region
 * named by that heading (so "Notes", "Links"… are landmarks for screen readers).
 */
export function SidePanel({ title, children, defaultOpen = true }: { title: string; children: ReactNode; defaultOpen?: boolean }) {
  const { t } = useTranslation('panels');
  const [open, setOpen] = useState(defaultOpen);
  const id = useId();
  const inTab = useContext(InSidebarTab);
  if (inTab)
    return (
      <section className="side-panel side-panel--tab" aria-labelledby={`${id}-heading`}>
        <h2 className="side-panel__title" id={`${id}-heading`}>
          {title}
        </h2>
        <div className="side-panel__body">{children}</div>
      </section>
    );
  return (
    <section className="side-panel" aria-labelledby={`${id}-heading`}>
      <h2 className="side-panel__heading" id={`${id}-heading`}>
        <button
          type="button"
          className="side-panel__toggle"
          aria-expanded={open}
          aria-controls={`${id}-body`}
          title={t(open ? 'common.collapse' : 'common.expand', { title })}
          onClick={() => setOpen(!open)}
        >
          {title}
        </button>
      </h2>
      <div className="side-panel__body" id={`${id}-body`} hidden={!open}>
        {children}
      </div>
    </section>
  );
}

/** The loading, error (role="alert") and empty lines a panel shows before or instead of its list. */
export function PanelStatus({ loading, error, empty, emptyText, onRetry }: { loading: boolean; error: string | null; empty: boolean; emptyText: string; onRetry?: () => void }) {
  const { t } = useTranslation('panels');
  if (loading) return <p className="side-panel__muted" role="status">{t('common.loading')}</p>;
  if (error)
    return (
      <div className="side-panel__error" role="alert">
        {error}
        {onRetry && (
          <button type="button" className="side-panel__link-button" onClick={onRetry}>
            {t('common.retry')}
          </button>
        )}
      </div>
    );
  if (empty) return <p className="side-panel__muted">{emptyText}</p>;
  return null;
}
