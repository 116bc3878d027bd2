import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { neutralizeBidi, type MessageReplyWire, type MessageWire } from '@inkflow/core';
import { describeError } from '../describeError.js';
import { isActiveThread } from './textDecorations.js';

/** Props of MessageThread. */
export interface MessageThreadProps {
  thread: MessageWire;
  /** The reader's participant id: their own comments offer Resolve / Reopen (§3 authors resolve their own comments). */
  participantId: number | null;
  /** Emphasised (opened from a highlight in the document). */
  active?: boolean;
  onReply: (body: string) => Promise<unknown>;
  onResolve: (resolved: boolean) => Promise<unknown>;
}

const str = (v: unknown) => (typeof v === 'string' ? v : '');

function Entry({ message }: { message: MessageReplyWire }) {
  const { i18n } = useTranslation();
  return (
    <>
      <p className="ink-thread__meta">
        <span className="ink-thread__author">{neutralizeBidi(message.author.name)}</span>{' '}
        <time dateTime={message.created}>{new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(message.created))}</time>
      </p>
      {message.body && <p className="ink-thread__body">{message.body}</p>}
    </>
  );
}

/**
 * One thread of the guest's collaboration panel (§3 Message): the message (a comment shows its
 * quote, a suggestion its change and state), its replies oldest first, a reply form (textbox
 * "Reply", button "Reply"), and for the reader's own comment "Resolve" or "Reopen". No accept
 * or reject: only the sender side decides suggestions. Failures show the §8 message.
 */
export function MessageThread({ thread, participantId, active = false, onReply, onResolve }: MessageThreadProps) {
  const { t } = useTranslation(['collab', 'common']);
  const [reply, setReply] = useState('');
  const [busy, setBusy] = useState(false);
  const [errorKey, setErrorKey] = useState<string | undefined>();
  const run = async (action: () => Promise<unknown>) => {
    setBusy(true);
    setErrorKey(undefined);
    try {
      await action();
      return true;
    } catch (error) {
      setErrorKey(describeError(error).messageKey ?? 'errors.generic');
      return false;
    } finally {
      setBusy(false);
    }
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (reply.trim() === '') return;
    if (await run(() => onReply(reply.trim()))) setReply('');
  };
  const scope = thread.comment_scope;
  const change = thread.suggestion;
  const resolved = thread.config['status'] === 'resolved';
  const own = participantId !== null && thread.participant_id === participantId;
  return (
    <li className={`ink-thread${active ? ' ink-thread--active' : ''}`} data-message-id={thread.id} aria-current={active || undefined}>
      {thread.type === 3 && scope && <p className="ink-thread__quote">{str(scope['quote']) ? t('quote', { quote: str(scope['quote']) }) : t('wholeSection')}</p>}
      {thread.type === 4 && change && (
        <p className="ink-thread__change">
          {str(change['deleted']) === ''
            ? t('suggestionInsert', { inserted: str(change['inserted']) })
            : str(change['inserted']) === ''
              ? t('suggestionDelete', { deleted: str(change['deleted']) })
              : t('suggestionSummary', { deleted: str(change['deleted']), inserted: str(change['inserted']) })}
        </p>
      )}
      <Entry message={thread} />
      {(thread.status === 'accepted' || thread.status === 'rejected') && <p className="ink-thread__state">{t(`status.${thread.status}`)}</p>}
      {resolved && <p className="ink-thread__state">{t('resolved')}</p>}
      {thread.replies.length > 0 && (
        <ul className="ink-thread__replies">
          {thread.replies.map((r) => (
            <li key={r.id} data-message-id={r.id}>
              <Entry message={r} />
            </li>
          ))}
        </ul>
      )}
      <form className="ink-thread__reply" onSubmit={(event) => void submit(event)}>
        <label className="ink-field">
          <span className="ink-visually-hidden">{t('reply')}</span>
          <textarea rows={1} maxLength={10_000} value={reply} placeholder={t('reply')} onChange={(event) => setReply(event.target.value)} />
        </label>
        <div className="ink-actions">
          <button type="submit" className="ink-button ink-button--small" disabled={busy || reply.trim() === ''}>
            {t('reply')}
          </button>
          {own && thread.type === 3 && (thread.status === null) && (
            <button type="button" className="ink-button ink-button--small ink-button--ghost" disabled={busy} onClick={() => void run(() => onResolve(isActiveThread(thread)))}>
              {resolved ? t('reopen') : t('resolve')}
            </button>
          )}
        </div>
      </form>
      {errorKey && (
        <p role="alert" className="ink-field-error">
          {t(errorKey, { ns: 'common' })}
        </p>
      )}
    </li>
  );
}
