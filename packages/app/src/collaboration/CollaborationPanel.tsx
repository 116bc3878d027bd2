import { AgreementState, type Agreement } from '@inkflow/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Tabs } from '../design/index.js';
import { markOpenRequestHandled, scrollToHighlight, selectMessage, useActiveMessage } from './activeMessage.js';
import { ChatComposer } from './ChatComposer.js';
import { chatThreads, commentThreads, newestMessageId, threadOf, type CommentFilter } from './messageFilters.js';
import { MessageThread } from './MessageThread.js';
import { useAgreementMessages, type AgreementMessagesState } from './useAgreementMessages.js';
import './collaboration.css';

/** The inner tabs of the Collaboration tab. */
export type CollaborationTab = 'chat' | 'comments';

const filters: CommentFilter[] = ['active', 'all', 'resolved'];

function Empty({ title, text }: { title: string; text?: string }) {
  return (
    <div className="sidebar-empty collab-empty">
      <span className="sidebar-empty__icon" aria-hidden="true">
        💬
      </span>
      <h3 className="sidebar-empty__title">{title}</h3>
      {text && <p className="sidebar-empty__text">{text}</p>}
    </div>
  );
}

/** How many more threads the server holds than are loaded (Show earlier). */
const hasEarlier = (s: Pick<AgreementMessagesState, 'threads' | 'count'>) => s.threads.length < s.count;

/**
 * The Collaboration tab of the document sidebar (§2 Collaboration sidebar): inner tabs "Chat"
 * and "Comments" with unread badges. Chat lists the last 6 threads (§9; "Show earlier" loads 6
 * more) above its composer; Comments lists comment and suggestion threads with the filters
 * Active / All / Resolved. Empty states: "Start a conversation", "Start collaborating", "All
 * resolved!"; on templates "Create a document to start a conversation / collaborating" and "You
 * can post messages only in documents", without a composer. While shown it marks the messages
 * read; an open request (a highlight clicked, a message link) picks the inner tab of the message
 * and scrolls its thread into view. `initialTab` (default Chat) is the inner tab shown first.
 */
export function CollaborationPanel({ agreement, initialTab = 'chat' }: { agreement: Agreement; initialTab?: CollaborationTab }) {
  const { t } = useTranslation('app');
  const template = agreement.state === AgreementState.Template;
  const request = useActiveMessage((s) => s.request);
  // §2: a message link opens on Comments (then Chat if it turns out to be a chat message).
  const [tab, setTab] = useState<CollaborationTab>(request && !request.handled ? 'comments' : initialTab);
  if (template) {
    return (
      <div className="collab-panel">
        <Tabs
          className="collab-tabs"
          label={t('collab.tabs.label')}
          value={tab}
          onValueChange={(v) => setTab(v as CollaborationTab)}
          items={[
            { value: 'chat', label: t('collab.tabs.chat'), content: <Empty title={t('collab.template.chatTitle')} text={t('collab.template.text')} /> },
            { value: 'comments', label: t('collab.tabs.comments'), content: <Empty title={t('collab.template.commentsTitle')} text={t('collab.template.text')} /> },
          ]}
        />
      </div>
    );
  }
  return <DocumentCollaboration agreement={agreement} tab={tab} setTab={setTab} />;
}

function DocumentCollaboration({ agreement, tab, setTab }: { agreement: Agreement; tab: CollaborationTab; setTab(tab: CollaborationTab): void }) {
  const { t } = useTranslation('app');
  const state = useAgreementMessages(agreement.id, (s) => s);
  const activeMessageId = useActiveMessage((s) => s.activeMessageId);
  const request = useActiveMessage((s) => s.request);
  const [filter, setFilter] = useState<CommentFilter>('active');
  const [badges, setBadges] = useState({ chat: 0, comments: 0 });
  const [loadingEarlier, setLoadingEarlier] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const participants = agreement.participants.filter((p) => p.enabled);

  // Shown means read: mark up to the newest loaded message; what arrived for the other inner tab keeps a badge there.
  const { unread, status, threads } = state;
  useEffect(() => {
    if (status !== 'ready' || unread.chat + unread.comments === 0) return;
    const newest = newestMessageId(threads);
    setBadges((b) => ({ chat: tab === 'chat' ? 0 : b.chat + unread.chat, comments: tab === 'comments' ? 0 : b.comments + unread.comments }));
    if (newest !== null) void state.markRead(newest).catch(() => undefined);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- runs when the counts change
  }, [unread.chat, unread.comments, status]);

  // An open request: find the message (loading earlier pages while it is not there), show its tab and thread.
  useEffect(() => {
    if (!request || request.handled || status !== 'ready') return;
    const thread = threadOf(threads, request.messageId);
    if (!thread && hasEarlier(state) && !loadingEarlier) {
      setLoadingEarlier(true);
      void state.loadEarlier().finally(() => setLoadingEarlier(false));
      return;
    }
    if (loadingEarlier) return;
    markOpenRequestHandled(request.seq);
    if (!thread) return;
    const next: CollaborationTab = thread.type === 2 ? 'chat' : 'comments';
    setTab(next);
    setBadges((b) => ({ ...b, [next]: 0 }));
    if (thread.type !== 2) {
      if (filter !== 'all' && commentThreads([thread], filter).length === 0) setFilter('all');
      scrollToHighlight(thread.id);
    }
    selectMessage(thread.id);
    // After the tab's panel has rendered.
    requestAnimationFrame(() => {
      const element = root.current?.querySelector<HTMLElement>(`[data-thread-id="${thread.id}"]`);
      element?.scrollIntoView?.({ block: 'nearest' });
      element?.closest<HTMLElement>('.collab-thread')?.focus({ preventScroll: true });
    });
  }, [request, status, threads, loadingEarlier, state, filter, setTab]);

  const showEarlier = async () => {
    setLoadingEarlier(true);
    try {
      await state.loadEarlier();
    } finally {
      setLoadingEarlier(false);
    }
  };

  const threadProps = { participants, post: state.post, update: state.update };
  const earlier = hasEarlier(state) && (
    <button type="button" className="button button--small collab-earlier" disabled={loadingEarlier} onClick={() => void showEarlier()}>
      {t('collab.showEarlier')}
    </button>
  );
  const loadState =
    status === 'loading' ? (
      <p className="collab-status" role="status">
        {t('collab.loading')}
      </p>
    ) : status === 'error' ? (
      <div className="collab-status" role="alert">
        <p>{t('collab.loadFailed')}</p>
        <button type="button" className="button button--small" onClick={() => void state.refresh()}>
          {t('collab.retry')}
        </button>
      </div>
    ) : null;

  const chat = chatThreads(threads);
  const chatView = (
    <div className="collab-view">
      {loadState ??
        (chat.length === 0 ? (
          <Empty title={t('collab.chat.emptyTitle')} text={t('collab.chat.emptyText')} />
        ) : (
          <>
            {earlier}
            {/* Oldest at the top, like a conversation; the list holds the newest loaded threads. */}
            <ol className="collab-list" aria-label={t('collab.tabs.chat')}>
              {[...chat].reverse().map((thread) => (
                <li key={thread.id}>
                  <MessageThread thread={thread} active={thread.id === activeMessageId} {...threadProps} onSelect={() => selectMessage(thread.id)} />
                </li>
              ))}
            </ol>
          </>
        ))}
      <ChatComposer participants={participants} post={state.post} />
    </div>
  );

  const allComments = commentThreads(threads, 'all');
  const shown = commentThreads(threads, filter);
  const commentsView = (
    <div className="collab-view">
      <div className="collab-filters" role="group" aria-label={t('collab.filters.label')}>
        {filters.map((f) => (
          <button key={f} type="button" className="collab-filters__button" aria-pressed={filter === f} onClick={() => setFilter(f)}>
            {t(`collab.filters.${f}`)}
          </button>
        ))}
      </div>
      {loadState ??
        (allComments.length === 0 && !hasEarlier(state) ? (
          <Empty title={t('collab.comments.emptyTitle')} text={t('collab.comments.emptyText')} />
        ) : shown.length === 0 && filter === 'active' && allComments.length > 0 ? (
          <>
            <Empty title={t('collab.comments.allResolved')} />
            {earlier}
          </>
        ) : (
          <>
            {shown.length === 0 ? (
              <p className="collab-status">{t(`collab.comments.none.${filter}`)}</p>
            ) : (
              <ol className="collab-list" aria-label={t('collab.tabs.comments')}>
                {shown.map((thread) => (
                  <li key={thread.id}>
                    <MessageThread
                      thread={thread}
                      active={thread.id === activeMessageId}
                      {...threadProps}
                      onSelect={() => {
                        selectMessage(thread.id);
                        scrollToHighlight(thread.id);
                      }}
                    />
                  </li>
                ))}
              </ol>
            )}
            {earlier}
          </>
        ))}
    </div>
  );

  return (
    <div className="collab-panel" ref={root}>
      <Tabs
        className="collab-tabs"
        label={t('collab.tabs.label')}
        value={tab}
        onValueChange={(v) => {
          setTab(v as CollaborationTab);
          setBadges((b) => ({ ...b, [v]: 0 }));
        }}
        items={[
          { value: 'chat', label: t('collab.tabs.chat'), count: badges.chat, content: chatView },
          { value: 'comments', label: t('collab.tabs.comments'), count: badges.comments, content: commentsView },
        ]}
      />
    </div>
  );
}
