import { AgreementState, type Agreement } from '@inkflow/core';
import { useEffect, useRef, useState } from 'react';
import { activeMessageStore } from '../../collaboration/activeMessage.js';
import { useAgreementMessages } from '../../collaboration/useAgreementMessages.js';
import { useTranslation } from 'react-i18next';
import { Sheet, Tabs, type TabItem } from '../../design/index.js';
import { AuditTrail } from '../audit/AuditTrail.js';
import { LinksPanel } from '../panels/LinksPanel.js';
import { NotesPanel } from '../panels/NotesPanel.js';
import { RemindersPanel } from '../panels/RemindersPanel.js';
import { ReviewPanel } from '../review/ReviewPanel.js';
import { useAccountFeature } from '../../session/useAccountFeature.js';
import { InSidebarTab } from '../panels/SidePanel.js';
import { ParticipantsPanel } from '../ParticipantsPanel.js';
import { CollaborationPanel } from './CollaborationSlot.js';
import { DetailsPanel } from './DetailsPanel.js';
import { initialSidebarTab, rememberSidebarTab, type SidebarTab } from './sidebarTab.js';
import { useNarrowLayout } from './useNarrowLayout.js';
import '../panels/panels.css';
import './sidebar.css';

/** Props of DocumentSidebar. */
export interface DocumentSidebarProps {
  agreement: Agreement;
  /** Takes the server's agreement after any change made in the sidebar (participants, settings, counts). */
  onChange(agreement: Agreement): void;
}

/**
 * The tabs of the sidebar, without the frame: Participants, Collaboration, Details, Notes,
 * Links, Reminders (counts: §3 noteCount, linkCount, userEventsCount), Review (the AI review) and
 * Audit trail (not on templates, which are never signed). Notes, Reminders and Review are
 * extensions (§1): each shows only while the account has its feature on, and a remembered tab
 * that is gone falls back to Participants. The chosen tab is remembered per agreement for the
 * browser tab (session storage); the first tab follows §2 (sidebarTab.ts initialSidebarTab), and
 * a thread opened from the document or a message link switches to Collaboration, whose tab
 * shows the unread count.
 */
export function DocumentSidebarTabs({ agreement, onChange }: DocumentSidebarProps) {
  const { t } = useTranslation('app');
  const template = agreement.state === AgreementState.Template;
  const [tab, setTab] = useState<SidebarTab>(() => {
    const request = activeMessageStore.getState().request;
    return request && !request.handled ? 'collaboration' : initialSidebarTab(agreement.id, template);
  });
  const [noteCount, setNoteCount] = useState<number | undefined>(agreement.noteCount);
  const notesOn = useAccountFeature('notes');
  const remindersOn = useAccountFeature('reminders');
  const reviewOn = useAccountFeature('aiReview');
  // §2 unread counts on the Collaboration tab (documents only: templates have no messages).
  const unread = useAgreementMessages(agreement.id, (s) => s.unread.chat + s.unread.comments, { enabled: !template });
  // A thread opened from the document or a message link shows the Collaboration tab.
  useEffect(
    () =>
      activeMessageStore.subscribe((state, previous) => {
        if (state.request && state.request !== previous.request && !state.request.handled) {
          setTab('collaboration');
          rememberSidebarTab(agreement.id, 'collaboration');
        }
      }),
    [agreement.id],
  );
  const choose = (value: string) => {
    setTab(value as SidebarTab);
    rememberSidebarTab(agreement.id, value as SidebarTab);
  };
  const items: (TabItem & { value: SidebarTab })[] = [
    { value: 'participants', label: t('sidebar.tabs.participants'), content: <ParticipantsPanel agreement={agreement} onChange={onChange} /> },
    {
      value: 'collaboration',
      label: t('sidebar.tabs.collaboration'),
      ...(unread && tab !== 'collaboration' ? { count: unread } : {}),
      content: <CollaborationPanel agreement={agreement} />,
    },
    { value: 'details', label: t('sidebar.tabs.details'), content: <DetailsPanel agreement={agreement} onChange={onChange} /> },
    // Notes, reminders and the AI review are extensions (§1): shown only while the account has them on.
    ...(notesOn
      ? [
          {
            value: 'notes' as const,
            label: t('sidebar.tabs.notes'),
            ...(noteCount ? { count: noteCount } : {}),
            content: <NotesPanel agreementId={agreement.id} onCountChange={setNoteCount} />,
          },
        ]
      : []),
    {
      value: 'links',
      label: t('sidebar.tabs.links'),
      ...(agreement.linkCount ? { count: agreement.linkCount } : {}),
      content: <LinksPanel agreementId={agreement.id} onCountChange={(linkCount) => linkCount !== agreement.linkCount && onChange({ ...agreement, linkCount })} />,
    },
    ...(remindersOn
      ? [
          {
            value: 'reminders' as const,
            label: t('sidebar.tabs.reminders'),
            ...(agreement.userEventsCount ? { count: agreement.userEventsCount } : {}),
            content: (
              <RemindersPanel
                agreementId={agreement.id}
                onCountChange={(userEventsCount) => userEventsCount !== agreement.userEventsCount && onChange({ ...agreement, userEventsCount })}
              />
            ),
          },
        ]
      : []),
    ...(reviewOn
      ? [
          {
            value: 'review' as const,
            label: t('extensions:review.tab'),
            content: <ReviewPanel key={agreement.checksum} agreementId={agreement.id} workspaceId={agreement.collectionId} />,
          },
        ]
      : []),
    ...(template
      ? []
      : [
          {
            value: 'audit' as const,
            label: t('sidebar.tabs.audit'),
            content: <AuditTrail agreementId={agreement.id} version={agreement.checksum} participants={agreement.participants} hideHeading />,
          },
        ]),
  ];
  const current = items.some((item) => item.value === tab) ? tab : 'participants';
  return (
    <InSidebarTab.Provider value={true}>
      <Tabs className="document-sidebar__tabs" label={t('sidebar.label')} items={items} value={current} onValueChange={choose} />
    </InSidebarTab.Provider>
  );
}

/**
 * The document page's right sidebar (issue "The document workspace"): the tabs of
 * DocumentSidebarTabs in a complementary landmark named "Document details". Under 840 px (§9
 * narrow layout) it is a button, "Details & participants", that opens the same tabs in a Sheet
 * from the bottom; Escape, the close button and the backdrop close it.
 */
export function DocumentSidebar({ agreement, onChange }: DocumentSidebarProps) {
  const { t } = useTranslation('app');
  const narrow = useNarrowLayout();
  const unread = useAgreementMessages(agreement.id, (s) => s.unread.chat + s.unread.comments, { enabled: narrow && agreement.state !== AgreementState.Template });
  const [open, setOpen] = useState(() => !!activeMessageStore.getState().request && !activeMessageStore.getState().request!.handled);
  const opener = useRef<HTMLButtonElement>(null);
  // Under 840 px a thread opened from the document or a message link opens the sheet on Collaboration.
  useEffect(
    () =>
      activeMessageStore.subscribe((state, previous) => {
        if (state.request && state.request !== previous.request && !state.request.handled) {
          rememberSidebarTab(agreement.id, 'collaboration');
          setOpen(true);
        }
      }),
    [agreement.id],
  );
  const close = () => {
    setOpen(false);
    // The sheet has no Radix trigger to return focus to: give it back to the opening button
    // once the dialog's focus scope has let go.
    setTimeout(() => opener.current?.focus(), 0);
  };
  if (narrow) {
    return (
      <div className="document-sidebar document-sidebar--narrow">
        <button ref={opener} type="button" className="button document-sidebar__open" aria-haspopup="dialog" aria-expanded={open} onClick={() => setOpen(true)}>
          {t('sidebar.open')}
          {unread ? (
            <>
              <span className="ds-badge" aria-hidden="true">
                {unread}
              </span>
              <span className="ink-visually-hidden"> {t('collab.unread', { count: unread })}</span>
            </>
          ) : null}
        </button>
        <Sheet title={t('sidebar.open')} open={open} side="bottom" onClose={close}>
          <div className="document-sidebar__sheet">
            <DocumentSidebarTabs agreement={agreement} onChange={onChange} />
          </div>
        </Sheet>
      </div>
    );
  }
  return (
    <aside className="document-sidebar" aria-label={t('sidebar.label')}>
      <DocumentSidebarTabs agreement={agreement} onChange={onChange} />
    </aside>
  );
}
