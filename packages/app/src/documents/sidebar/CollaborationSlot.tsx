import { AgreementState, type Agreement } from '@inkflow/core';
import { createContext, useContext, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * What the Collaboration tab shows for an agreement. The collaboration feature (chat and
 * comments) provides one through `CollaborationSlot.Provider` around the page; without one the
 * tab shows the §2 empty state.
 */
export type CollaborationRenderer = (agreement: Agreement) => ReactNode;

/** The slot the chat and comments mount into (a renderer, or null for the empty state). */
export const CollaborationSlot = createContext<CollaborationRenderer | null>(null);

/**
 * The Collaboration tab: the provided renderer, else the §2 empty state — "Start collaborating"
 * / "Start a conversation" on documents, "Create a document to start a conversation" / "You can
 * post messages only in documents" on templates.
 */
export function CollaborationPanel({ agreement }: { agreement: Agreement }) {
  const { t } = useTranslation('app');
  const render = useContext(CollaborationSlot);
  if (render) return <>{render(agreement)}</>;
  const template = agreement.state === AgreementState.Template;
  return (
    <div className="sidebar-empty">
      <span className="sidebar-empty__icon" aria-hidden="true">
        💬
      </span>
      <h2 className="sidebar-empty__title">{template ? t('sidebar.collaboration.templateTitle') : t('sidebar.collaboration.title')}</h2>
      <p className="sidebar-empty__text">{template ? t('sidebar.collaboration.templateText') : t('sidebar.collaboration.text')}</p>
    </div>
  );
}
