import type { Participant, PostMessageRequest } from '@inkflow/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Popover } from '../design/index.js';
import { MentionTextarea } from './MentionTextarea.js';
import { useMessageErrorToast } from './postError.js';

/** Props of ChatComposer. */
export interface ChatComposerProps {
  participants: readonly Participant[];
  /** Posts the message (store.post); rejects with ApiError. */
  post(input: PostMessageRequest): Promise<unknown>;
}

/**
 * The chat composer (§2 Chat, §7 POST messages type 2): textbox "Message" with @mentions, the
 * audience (Everyone, or chosen participants in a popover of checkboxes), "Only my team"
 * (private: the sender's colleagues only) and "Send". Enter sends, Shift+Enter is a new line;
 * while sending it is disabled; a failure is a toast with the §8 message and the text is kept.
 */
export function ChatComposer({ participants, post }: ChatComposerProps) {
  const { t } = useTranslation('app');
  const showError = useMessageErrorToast();
  const [body, setBody] = useState('');
  const [to, setTo] = useState<number[]>([]);
  const [privateToTeam, setPrivate] = useState(false);
  const [mentioned, setMentioned] = useState<Participant[]>([]);
  const [sending, setSending] = useState(false);
  const audience = privateToTeam
    ? t('collab.audience.team')
    : to.length === 0
      ? t('collab.audience.everyone')
      : participants.filter((p) => to.includes(p.id)).map((p) => p.fullname).join(', ');

  const send = async () => {
    const text = body.trim();
    if (!text || sending) return;
    setSending(true);
    try {
      const mentionIds = [...new Set(mentioned.filter((p) => text.includes(`@${p.fullname}`)).map((p) => p.id))];
      await post({
        type: 2,
        body: text,
        ...(to.length && !privateToTeam ? { to_participant_ids: to } : {}),
        ...(mentionIds.length ? { mentioned_participant_ids: mentionIds } : {}),
        ...(privateToTeam ? { private: true } : {}),
      });
      setBody('');
      setMentioned([]);
    } catch (error) {
      showError(error);
    } finally {
      setSending(false);
    }
  };

  const toggle = (id: number) => setTo((current) => (current.includes(id) ? current.filter((x) => x !== id) : [...current, id]));

  return (
    <form
      className="collab-composer"
      aria-busy={sending}
      onSubmit={(e) => {
        e.preventDefault();
        void send();
      }}
    >
      <MentionTextarea
        label={t('collab.chat.message')}
        placeholder={t('collab.chat.placeholder')}
        value={body}
        onChange={setBody}
        participants={participants}
        onMention={(p) => setMentioned((m) => [...m, p])}
        onSubmit={() => void send()}
        disabled={sending}
      />
      <div className="collab-composer__bar">
        <Popover
          label={t('collab.audience.label')}
          trigger={
            <button type="button" className="button button--small collab-composer__audience" disabled={privateToTeam}>
              {t('collab.audience.to', { audience })}
            </button>
          }
        >
          <fieldset className="collab-audience">
            <legend className="collab-audience__legend">{t('collab.audience.label')}</legend>
            <label className="collab-audience__option">
              <input type="checkbox" checked={to.length === 0} onChange={() => setTo([])} />
              {t('collab.audience.everyone')}
            </label>
            {participants.map((p) => (
              <label key={p.id} className="collab-audience__option">
                <input type="checkbox" checked={to.includes(p.id)} onChange={() => toggle(p.id)} />
                {p.fullname}
              </label>
            ))}
          </fieldset>
        </Popover>
        <label className="collab-composer__private">
          <input type="checkbox" checked={privateToTeam} onChange={(e) => setPrivate(e.target.checked)} />
          {t('collab.audience.onlyMyTeam')}
        </label>
        <button type="submit" className="button primary button--small" disabled={sending || body.trim() === ''}>
          {t('collab.chat.send')}
        </button>
      </div>
    </form>
  );
}
