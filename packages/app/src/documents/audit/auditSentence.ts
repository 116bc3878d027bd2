import type { AgreementEvent, Participant } from '@inkflow/core';

/** A translate function of the `app` namespace (i18next's `t`, narrowed for testing). */
export type Translate = (key: string, values?: Record<string, unknown>) => string;

/** The event types whose sentence names only the actor (`audit.sentence.<type>` with {{actor}}). */
const actorSentences = new Set([
  'published',
  'deleted',
  'invited',
  'approval_declined',
  'declined',
  'sign_code_sent',
  'mfa_validated',
  'eid_started',
  'eid_failed',
  'moved',
  'restored',
  'imported_reset',
  'replaced',
]);

/** The event types told without an actor (the system did them). */
const plainSentences = new Set(['sealed', 'seal_failed', 'imported_document_stored', 'expired', 'purged']);

/**
 * One audit-trail event (§3 agreementEvents) as a human sentence in the UI language, e.g.
 * "Sam Signer signed with Standard e-signature", "A security code was sent to Sam Signer by SMS",
 * "The status changed to Signed". Never shows an event key: an unknown type reads "Other
 * activity by {actor}". `participants` name the participant of a reminder or revoked link
 * (payload participant_id); without them it says "a participant".
 */
export function auditSentence(event: AgreementEvent, t: Translate, participants: readonly Pick<Participant, 'id' | 'fullname'>[] = []): string {
  const actor = event.actor.name ?? (event.actor.kind === 'system' ? t('audit.system') : t('audit.someone'));
  const payload = event.payload;
  const participant = () => participants.find((p) => p.id === payload.participant_id)?.fullname ?? t('audit.sentence.aParticipant');
  switch (event.type) {
    case 'created':
      return event.actor.name ? t('audit.sentence.created', { actor }) : t('audit.sentence.createdSystem');
    case 'signed': {
      const method = typeof payload.sign_method === 'number' ? t(`sign:method.${payload.sign_method}`, { defaultValue: '' }) : '';
      return method ? t('audit.sentence.signed', { actor, method }) : t('audit.sentence.signedPlain', { actor });
    }
    case 'state_changed':
      return t('audit.sentence.state_changed', { state: t(`sign:state.${String(payload.to)}`) });
    case 'concluded_copy_sent':
      return t('audit.sentence.concluded_copy_sent', { to: String(payload.to ?? '') });
    case 'inputs_filled': {
      const fields = Array.isArray(payload.fields) ? (payload.fields as { key?: unknown; name?: unknown }[]) : [];
      return t('audit.sentence.inputs_filled', { actor, fields: fields.map((f) => String(f.name || f.key)).join(', ') });
    }
    case 'approved':
      return t(payload.stage === 'draft' ? 'audit.sentence.approvedDraft' : 'audit.sentence.approved', { actor });
    case 'cancelled':
    case 'terminated': {
      const reason = typeof payload.reason === 'string' ? payload.reason : '';
      return reason ? t(`audit.sentence.${event.type}WithReason`, { actor, reason }) : t(`audit.sentence.${event.type}`, { actor });
    }
    case 'recipient_corrected':
      return t(payload.invited ? 'audit.sentence.recipient_corrected' : 'audit.sentence.recipient_correctedNotInvited', { actor, participant: participant() });
    case 'suggestion_accepted': {
      const from = typeof payload.deleted === 'string' ? payload.deleted : '';
      const to = typeof payload.inserted === 'string' ? payload.inserted : '';
      if (from && to) return t('audit.sentence.suggestion_accepted', { actor, from, to });
      return t(from ? 'audit.sentence.suggestion_acceptedDeleted' : 'audit.sentence.suggestion_acceptedInserted', { actor, text: from || to });
    }
    case 'expiry_changed':
      return t('audit.sentence.expiry_changed', { actor, date: String(payload.to ?? '').slice(0, 10) });
    case 'reminded':
    case 'links_revoked':
      return t(`audit.sentence.${event.type}`, { actor, participant: participant() });
    default:
      if (actorSentences.has(event.type)) return t(`audit.sentence.${event.type}`, { actor });
      if (plainSentences.has(event.type)) return t(`audit.sentence.${event.type}`);
      return t('audit.sentence.other', { actor });
  }
}

/** An event's time in a readable local form of `language` ("24 Nov 2026, 10:00"). */
export function auditTime(iso: string, language: string): string {
  return new Intl.DateTimeFormat(language === 'no' ? 'nb' : language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
}
