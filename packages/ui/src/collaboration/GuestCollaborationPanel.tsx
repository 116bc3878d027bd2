import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { mergeMessage, type MessageWire } from '@inkflow/core';
import { Dialog } from '../Dialog.js';
import { describeError } from '../describeError.js';
import type { GuestCollaboration, GuestListQuery } from './guestCollaboration.js';
import { MessageThread } from './MessageThread.js';
import { isActiveThread } from './textDecorations.js';

/** The panel's inner tabs (§2). */
export type CollaborationTab = 'chat' | 'comments';
/** The comment filters (§2). */
export type CommentFilter = 'active' | 'all' | 'resolved';

/** Props of GuestCollaborationPanel. */
export interface GuestCollaborationPanelProps {
  collaboration: GuestCollaboration;
  /** The guest's participant id (their own comments offer Resolve / Reopen). */
  participantId: number | null;
  /** The dialog's title names the sender: "Questions? Message {name}". */
  title: string;
  initialTab?: CollaborationTab;
  /** A thread to emphasise (a highlight was activated in the document). */
  activeMessageId?: number | null;
  /** A message link (§2): find the thread holding this message, then show it on its tab, emphasised. */
  openMessageId?: number | null;
  onClose: () => void;
}

/** §9: lists show the last 6 messages, "Show earlier" loads 6 more. */
export const pageSize = 6;

const typesOf = (tab: CollaborationTab): GuestListQuery['type'] => (tab === 'chat' ? ['2'] : ['3', '4']);
const fits = (tab: CollaborationTab, filter: CommentFilter, m: MessageWire) =>
  typesOf(tab).includes(String(m.type) as '2') && (tab === 'chat' || filter === 'all' || (filter === 'active') === isActiveThread(m));

/**
 * The guest's collaboration panel (§2 Collaboration sidebar, for the guest page and the embed),
 * in a modal dialog: tabs "Chat" and "Comments"; the last 6 threads of the tab (oldest first,
 * "Show earlier" pages back) from GET /agreements/{id}/messages/; chat has the composer
 * (textbox "Message", button "Send"); comments the filters "Active", "All", "Resolved" and, on
 * the guest's own comments, "Resolve" / "Reopen". Every thread takes replies. New messages from
 * the push channel merge in live; the tab shown is marked read (POST …/messages/read).
 * Empty states: Start a conversation, Start collaborating, All resolved!
 */
export function GuestCollaborationPanel({ collaboration, participantId, title, initialTab = 'chat', activeMessageId: activeProp = null, openMessageId = null, onClose }: GuestCollaborationPanelProps) {
  const { t } = useTranslation(['collab', 'common']);
  const [tab, setTab] = useState<CollaborationTab>(initialTab);
  const [filter, setFilter] = useState<CommentFilter>('active');
  const [threads, setThreads] = useState<MessageWire[]>([]);
  const [count, setCount] = useState(0);
  const [status, setStatus] = useState<'loading' | 'loaded' | 'failed'>('loading');
  const [draft, setDraft] = useState('');
  const [busy, setBusy] = useState(false);
  const [errorKey, setErrorKey] = useState<string | undefined>();
  const [round, setRound] = useState(0);
  const [linked, setLinked] = useState<number | null>(null);
  const activeMessageId = linked ?? activeProp;
  useEffect(() => {
    if (openMessageId === null) return;
    collaboration.list({ type: ['2', '3', '4'], status: 'all', limit: 100, offset: 0 }).then((page) => {
      const thread = page.collection.find((m) => m.id === openMessageId || m.replies.some((r) => r.id === openMessageId));
      if (!thread) return;
      setFilter('all');
      setTab(thread.type === 2 ? 'chat' : 'comments');
      setLinked(thread.id);
    }, () => undefined);
  }, [collaboration, openMessageId]);
  const ids = { tabs: useId(), chat: useId(), comments: useId() };
  const view = useRef({ tab, filter });
  view.current = { tab, filter };

  useEffect(() => {
    let live = true;
    setStatus('loading');
    collaboration.list({ type: typesOf(tab), status: tab === 'chat' ? 'all' : filter, limit: pageSize, offset: 0 }).then(
      (answer) => {
        if (!live) return;
        setThreads(answer.collection);
        setCount(answer.count);
        setStatus('loaded');
        const newest = answer.collection[0];
        if (newest) collaboration.markRead(tab, newest.id).catch(() => undefined);
      },
      () => live && setStatus('failed'),
    );
    return () => {
      live = false;
    };
  }, [collaboration, tab, filter, round]);

  const shownThreads = useRef(threads);
  shownThreads.current = threads;
  useEffect(
    () =>
      collaboration.onMessage((message) => {
        const { tab: shown, filter: showing } = view.current;
        const prev = shownThreads.current;
        let next: MessageWire[];
        if (message.parent) next = mergeMessage(prev, message);
        else if (fits(shown, showing, message)) {
          if (!prev.some((m) => m.id === message.id)) setCount((c) => c + 1);
          next = mergeMessage(prev, message);
        } else next = prev.filter((m) => m.id !== message.id);
        shownThreads.current = next;
        setThreads(next);
      }),
    [collaboration],
  );

  const showEarlier = async () => {
    const answer = await collaboration.list({ type: typesOf(tab), status: tab === 'chat' ? 'all' : filter, limit: pageSize, offset: threads.length });
    setThreads((prev) => [...prev, ...answer.collection.filter((m) => !prev.some((p) => p.id === m.id))]);
    setCount(answer.count);
  };

  const send = async (event: FormEvent) => {
    event.preventDefault();
    if (draft.trim() === '') return;
    setBusy(true);
    setErrorKey(undefined);
    try {
      await collaboration.post({ type: 2, body: draft.trim() });
      setDraft('');
    } catch (error) {
      setErrorKey(describeError(error).messageKey ?? 'errors.generic');
    } finally {
      setBusy(false);
    }
  };

  // §2: "All resolved!" only when there are comments, all settled; none at all: "Start collaborating".
  const [anyComment, setAnyComment] = useState(false);
  const noActive = tab === 'comments' && filter === 'active' && status === 'loaded' && count === 0;
  useEffect(() => {
    if (!noActive) return;
    let live = true;
    collaboration.list({ type: ['3', '4'], status: 'all', limit: 1, offset: 0 }).then(
      (answer) => live && setAnyComment(answer.count > 0),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [collaboration, noActive]);
  const emptyKey = tab === 'chat' ? 'empty.chat' : noActive && anyComment ? 'empty.resolved' : 'empty.comments';
  const ordered = [...threads].reverse();
  const panelId = tab === 'chat' ? ids.chat : ids.comments;

  return (
    <Dialog title={title} onClose={onClose}>
      <div className="ink-collab">
        <div role="tablist" aria-label={t('panelTitle')} className="ink-collab__tabs" id={ids.tabs}>
          {(['chat', 'comments'] as const).map((name) => {
            const unread = collaboration.getState().unread[name];
            return (
              <button
                key={name}
                type="button"
                role="tab"
                id={`${ids.tabs}-${name}`}
                aria-selected={tab === name}
                aria-controls={name === 'chat' ? ids.chat : ids.comments}
                tabIndex={tab === name ? 0 : -1}
                className="ink-collab__tab"
                onClick={() => setTab(name)}
                onKeyDown={(event) => {
                  if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
                  const next = name === 'chat' ? 'comments' : 'chat';
                  setTab(next);
                  document.getElementById(`${ids.tabs}-${next}`)?.focus();
                }}
              >
                {t(`tabs.${name}`)}
                {unread > 0 && tab !== name && (
                  <span className="ink-badge">
                    {unread}
                    <span className="ink-visually-hidden"> {t('unread', { count: unread })}</span>
                  </span>
                )}
              </button>
            );
          })}
        </div>
        <div role="tabpanel" id={panelId} aria-labelledby={`${ids.tabs}-${tab}`} className="ink-collab__panel">
          {tab === 'comments' && (
            <div role="radiogroup" aria-label={t('filters.label')} className="ink-collab__filters">
              {(['active', 'all', 'resolved'] as const).map((name) => (
                <label key={name} className="ink-collab__filter">
                  <input type="radio" name={`${ids.tabs}-filter`} value={name} checked={filter === name} onChange={() => setFilter(name)} />
                  {t(`filters.${name}`)}
                </label>
              ))}
            </div>
          )}
          {status === 'loading' && (
            <p className="ink-loading" role="status">
              {t('loading')}
            </p>
          )}
          {status === 'failed' && (
            <div role="alert" className="ink-notice ink-notice--error">
              <p>{t('loadFailed')}</p>
              <button type="button" className="ink-button ink-button--small" onClick={() => setRound((r) => r + 1)}>
                {t('retry')}
              </button>
            </div>
          )}
          {status === 'loaded' && (
            <>
              {threads.length < count && (
                <button type="button" className="ink-button ink-button--ghost ink-button--small" onClick={() => void showEarlier()}>
                  {t('showEarlier')}
                </button>
              )}
              {threads.length === 0 ? (
                <p className="ink-collab__empty">{t(emptyKey)}</p>
              ) : (
                <ul className="ink-collab__threads">
                  {ordered.map((thread) => (
                    <MessageThread
                      key={thread.id}
                      thread={thread}
                      participantId={participantId}
                      active={thread.id === activeMessageId}
                      onReply={(body) => collaboration.post({ type: thread.type as 2 | 3 | 4, body, parent_id: thread.id })}
                      onResolve={(resolve) => collaboration.update(thread.id, { config: { status: resolve ? 'resolved' : null } })}
                    />
                  ))}
                </ul>
              )}
            </>
          )}
          {tab === 'chat' && (
            <form className="ink-collab__composer" onSubmit={(event) => void send(event)}>
              <label className="ink-field">
                <span>{t('message')}</span>
                <textarea rows={3} maxLength={10_000} value={draft} onChange={(event) => setDraft(event.target.value)} />
              </label>
              {errorKey && (
                <p role="alert" className="ink-field-error">
                  {t(errorKey, { ns: 'common' })}
                </p>
              )}
              <div className="ink-actions">
                <button type="submit" className="ink-button ink-button--primary" disabled={busy || draft.trim() === ''}>
                  {t('send')}
                </button>
                <button type="button" className="ink-button" onClick={onClose}>
                  {t('close')}
                </button>
              </div>
            </form>
          )}
          {tab === 'comments' && (
            <div className="ink-actions">
              <button type="button" className="ink-button" onClick={onClose}>
                {t('close')}
              </button>
            </div>
          )}
        </div>
      </div>
    </Dialog>
  );
}
