import type { MessageReplyWire, MessageWire, Participant, PostMessageRequest, UpdateMessageRequest } from '@inkflow/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isClosed } from './messageFilters.js';
import { MentionTextarea } from './MentionTextarea.js';
import { useMessageErrorToast } from './postError.js';
import { relativeTime } from './relativeTime.js';

/** Props of MessageThread. */
export interface MessageThreadProps {
  thread: MessageWire;
  participants: readonly Participant[];
  active: boolean;
  post(input: PostMessageRequest): Promise<unknown>;
  update(messageId: number, input: UpdateMessageRequest): Promise<unknown>;
  /** The thread was clicked (emphasise its highlight in the document). */
  onSelect?(): void;
}

function MessageHead({ message }: { message: MessageWire | MessageReplyWire }) {
  const { t, i18n } = useTranslation('app');
  return (
    <div className="collab-message__head">
      <span className="collab-message__author">{message.author.name}</span>
      <span className="collab-message__side">{t(`collab.side.${message.author.side}`)}</span>
      <time className="collab-message__time" dateTime={message.created} title={new Date(message.created).toLocaleString(i18n.language)}>
        {relativeTime(message.created, i18n.language)}
      </time>
    </div>
  );
}

function statusLabel(thread: MessageWire): 'accepted' | 'rejected' | 'resolved' | null {
  if (thread.status === 'accepted' || thread.status === 'rejected') return thread.status;
  return thread.config.status === 'resolved' ? 'resolved' : null;
}

/**
 * One thread of the sidebar (§2, §3 Message): author (name and side), relative time, body, the
 * audience ("To Anna, Erik" / "Only your team"), for comments the quoted text ("Whole section",
 * "Text removed" when detached), for suggestions the tracked change (deleted red struck
 * through, inserted green) with Accept / Reject (the app is the sender side) and a status chip,
 * Resolve / Reopen where the server allows it (own comments; any suggestion), the replies
 * (collapsed behind a count when more than 2) and a "Reply" box.
 */
export function MessageThread({ thread, participants, active, post, update, onSelect }: MessageThreadProps) {
  const { t } = useTranslation('app');
  const showError = useMessageErrorToast();
  const [expanded, setExpanded] = useState(false);
  const [reply, setReply] = useState('');
  const [busy, setBusy] = useState(false);
  const [mentioned, setMentioned] = useState<Participant[]>([]);
  const closed = isClosed(thread);
  const status = statusLabel(thread);
  const suggestion = thread.type === 4 ? (thread.suggestion as { deleted?: string; inserted?: string } | null) : null;
  const scope = thread.comment_scope as { quote?: string; start?: number; detached?: boolean } | null;
  const names = (ids: number[]) => participants.filter((p) => ids.includes(p.id)).map((p) => p.fullname).join(', ');
  const audience = thread.private ? t('collab.audience.onlyYourTeam') : thread.to_participant_ids.length ? t('collab.audience.toNames', { names: names(thread.to_participant_ids) }) : null;
  // The app's user is the sender side, who may resolve any comment or suggestion (server messageRules.ts).
  const mayResolve = thread.type !== 2;
  const hiddenReplies = expanded ? 0 : Math.max(0, thread.replies.length - 2);
  const replies = thread.replies.slice(hiddenReplies);

  const run = async (action: () => Promise<unknown>) => {
    if (busy) return;
    setBusy(true);
    try {
      await action();
    } catch (error) {
      showError(error);
    } finally {
      setBusy(false);
    }
  };
  const sendReply = () =>
    run(async () => {
      const text = reply.trim();
      if (!text) return;
      const mentionIds = [...new Set(mentioned.filter((p) => text.includes(`@${p.fullname}`)).map((p) => p.id))];
      await post({ type: thread.type as 2 | 3 | 4, body: text, parent_id: thread.id, ...(mentionIds.length ? { mentioned_participant_ids: mentionIds } : {}) });
      setReply('');
      setMentioned([]);
    });

  return (
    <article
      className={`collab-thread${active ? ' collab-thread--active' : ''}${closed ? ' collab-thread--closed' : ''}`}
      data-thread-id={thread.id}
      aria-labelledby={`collab-thread-${thread.id}`}
      tabIndex={-1}
      onClick={(e) => {
        // Buttons and fields inside act on their own.
        if (!(e.target as HTMLElement).closest('button, textarea, input, label, a')) onSelect?.();
      }}
    >
      <h3 id={`collab-thread-${thread.id}`} className="ink-visually-hidden">
        {t('collab.thread.heading', { name: thread.author.name })}
      </h3>
      <MessageHead message={thread} />
      {thread.type !== 2 && !suggestion && (
        <blockquote className={`collab-thread__quote${scope?.detached ? ' collab-thread__quote--detached' : ''}`}>
          {scope?.detached ? t('collab.comments.textRemoved') : scope?.quote && scope.start !== undefined ? scope.quote : t('collab.comments.wholeSection')}
        </blockquote>
      )}
      {suggestion && (
        <p className="collab-thread__change">
          <span className="ink-visually-hidden">{t('collab.suggestion.label')}</span>
          {suggestion.deleted ? (
            <del className="collab-change__delete">
              <span className="ink-visually-hidden">{t('collab.suggestion.deleted')} </span>
              {suggestion.deleted}
            </del>
          ) : null}
          {suggestion.deleted && suggestion.inserted ? ' ' : null}
          {suggestion.inserted ? (
            <ins className="collab-change__insert">
              <span className="ink-visually-hidden">{t('collab.suggestion.inserted')} </span>
              {suggestion.inserted}
            </ins>
          ) : null}
        </p>
      )}
      {thread.body && <p className="collab-message__body">{thread.body}</p>}
      {audience && <p className="collab-thread__audience">{audience}</p>}
      <div className="collab-thread__actions">
        {status && <span className={`collab-chip collab-chip--${status}`}>{t(`collab.status.${status}`)}</span>}
        {thread.type === 4 && !closed && (
          <>
            <button type="button" className="button button--small" disabled={busy} onClick={() => void run(() => update(thread.id, { status: 'accepted' }))}>
              {t('collab.suggestion.accept')}
            </button>
            <button type="button" className="button button--small" disabled={busy} onClick={() => void run(() => update(thread.id, { status: 'rejected' }))}>
              {t('collab.suggestion.reject')}
            </button>
          </>
        )}
        {thread.type !== 2 && mayResolve && thread.status === null && (
          <button
            type="button"
            className="button button--small"
            disabled={busy}
            onClick={() => void run(() => update(thread.id, { config: { status: closed ? null : 'resolved' } }))}
          >
            {closed ? t('collab.thread.reopen') : t('collab.thread.resolve')}
          </button>
        )}
      </div>
      {thread.replies.length > 0 && (
        <div className="collab-thread__replies">
          {hiddenReplies > 0 && (
            <button type="button" className="doc-link-button collab-thread__more" aria-expanded={false} onClick={() => setExpanded(true)}>
              {t('collab.thread.moreReplies', { count: hiddenReplies })}
            </button>
          )}
          <ul className="collab-thread__reply-list">
            {replies.map((r) => (
              <li key={r.id} className="collab-reply" data-thread-id={r.id}>
                <MessageHead message={r} />
                <p className="collab-message__body">{r.body}</p>
              </li>
            ))}
          </ul>
        </div>
      )}
      {!closed && (
        <div className="collab-thread__reply">
          <MentionTextarea
            label={t('collab.thread.reply')}
            placeholder={t('collab.thread.replyPlaceholder')}
            value={reply}
            onChange={setReply}
            participants={participants}
            onMention={(p) => setMentioned((m) => [...m, p])}
            onSubmit={() => void sendReply()}
            disabled={busy}
          />
          <button type="button" className="button button--small" disabled={busy || reply.trim() === ''} onClick={() => void sendReply()}>
            {t('collab.thread.reply')}
          </button>
        </div>
      )}
    </article>
  );
}
