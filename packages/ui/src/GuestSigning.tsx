import { Suspense, lazy, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  AgreementState,
  ApiErrorCode,
  BoxType,
  ParticipantRole,
  SignMethod,
  currentParticipant,
  emptyRequiredInputs,
  errorMessageKey,
  isBoxHidden,
  isSignable,
  neutralizeBidi,
  mayFillFormBox,
  type Agreement,
  type ApiClient,
  type UpdateAgreementRequest,
} from '@inkflow/core';
import { BrandStyle } from './BrandStyle.js';
import { DocumentViewer } from './DocumentViewer.js';
import { LazyErrorScreen } from './LazyErrorScreen.js';
import { SenderCard } from './SenderCard.js';
import { SignPanel } from './SignPanel.js';
import type { SignatureType } from './SignatureCapture.js';
import { signingProgress } from './signingProgress.js';
import { describeError, type DescribedError } from './describeError.js';
import { useGuestCollaboration } from './collaboration/useGuestCollaboration.js';
import { CollabTexts } from './collaboration/CollabTexts.js';

/** Props of GuestSigning. */
export interface GuestSigningProps {
  /** API client with the guest token already set (`createApiClient({ guestToken })`). */
  api: ApiClient;
  /** The agreement id of the guest link `/documents/{id}/at/{guestToken}`. */
  agreementId: number;
  /** The agreement loaded and shown. */
  onReady?: (agreement: Agreement) => void;
  /** The caller's participant signed; `agreement` is the server's state after signing (4 when concluded). */
  onSigned?: (agreement: Agreement, participantId: number) => void;
  /**
   * Loading or signing failed: `code` is the §8 `api_error_code` (e.g. 4002 stale checksum, 4005
   * already signed), else the HTTP status, else `'NETWORK_ERROR'`; `message` the text shown.
   */
  onError?: (code: number | string, message: string) => void;
  /** The caller's participant declined with `reason` (the embed's `declined` event, issue #6). */
  onDeclined?: (agreement: Agreement, participantId: number, reason: string) => void;
  /**
   * The eID broker's outcome when the guest came back from it (§8 code such as USER_CANCEL or
   * 4111), shown as the sign error.
   */
  eidError?: string;
  /**
   * Called before the browser leaves for the eID broker, with the broker URL; the default sends
   * the window there. Hosts remember where to come back to (the app's /eid/return route).
   */
  onEidRedirect?: (url: string) => void;
  /**
   * Called synchronously in the eID button's click, before the start call (so a host can open a
   * popup window with the user's activation: the embed, whose frame brokers refuse). Returns what
   * receives the broker URL, or undefined when the start failed; replaces onEidRedirect.
   */
  onEidStart?: () => (url: string | undefined) => void;
  /**
   * Inline comments and suggestions in the document (§2, §3 types 3 and 4): highlights, tracked
   * changes and the selection toolbar. Default true (the guest page); the embed sets it from the
   * integrator's `comments` option. The "Questions? Message {sender}" chat is always offered.
   */
  inlineComments?: boolean;
  /** The origin of the push channel (`/api/push`); default the page's origin; null: no live updates (stories). */
  pushOrigin?: string | null;
  /**
   * A message to open once the collaboration is loaded (§2 message deep links: the guest route's
   * `/m/{messageId}`, or a mention email's link): its thread on its tab (chat, or comments).
   */
  openMessageId?: number | null;
  /**
   * §1: a counterparty reads the agreement's language. Called once with the loaded agreement's
   * `language` (when it has one) before anything of it shows; the host switches the interface
   * language unless the reader chose one (the guest page's picker, the embed's `language` option).
   */
  adoptLanguage?: (language: string) => Promise<unknown>;
}

/** `data` with the edited data field values applied (§3 Data field value.value). */
const withValues = (data: readonly unknown[], edits: ReadonlyMap<string, unknown>): unknown[] =>
  data.map((item) => {
    const field = item as { key?: string; value: { key: string } };
    return field.key === 'data_field' && edits.has(field.value.key) ? { ...field, value: { ...field.value, value: edits.get(field.value.key) } } : item;
  });

/** §5: a required input of a visible form section (§3 type 12) the signer fills (mayFillFormBox) has an empty data field. */
const requiredInputEmpty = (agreement: Agreement, data: readonly unknown[], participantId: number, anySignature: boolean): boolean =>
  agreement.boxes.some(
    (box) =>
      box.type === BoxType.FormInput &&
      !isBoxHidden(box, data) &&
      mayFillFormBox(box, participantId, anySignature) &&
      emptyRequiredInputs(box, data).length > 0,
  );

// Loaded on demand (own chunks in the embed): only some guests meet a security code, a sealed PDF,
// required form inputs (the SignBar) or the collaboration panel.
const MfaGate = lazy(() => import('./MfaGate.js').then((m) => ({ default: m.MfaGate })));
const SignBar = lazy(() => import('./SignBar.js').then((m) => ({ default: m.SignBar })));
const GuestCollaborationPanel = lazy(() => import('./collaboration/GuestCollaborationPanel.js').then((m) => ({ default: m.GuestCollaborationPanel })));
const BlockingSuggestions = lazy(() => import('./collaboration/BlockingSuggestions.js').then((m) => ({ default: m.BlockingSuggestions })));
const SealedPdfDownload = lazy(() => import('./SealedPdfDownload.js').then((m) => ({ default: m.SealedPdfDownload })));

type LoadState = { kind: 'loading' } | { kind: 'failed'; error: DescribedError } | { kind: 'loaded'; agreement: Agreement };

/**
 * The guest signing view (§4 guest link, issue #2): loads the agreement with the guest token,
 * shows it with DocumentViewer and, for a signatory who has not signed while the agreement is
 * pending or overdue, signs it with the participant's sign method (standard, or handwritten via
 * signature_pad) and the agreement's `checksum`. Such a signatory fills the form sections' inputs
 * (§3 type 12) assigned to them (others' sections stay read-only): the edited values are saved
 * with the guest token (PUT /agreements/{id}) right before signing, and a required visible input
 * of their own left empty shows the §8 4007 text without a call.
 * Above the document a SenderCard says who asks for what, with the sender's logo, and the page
 * takes the sending account's brand colour (BrandStyle); a signer gets the sticky SignBar
 * (required inputs left, "Next required field", Sign), the document on a paper-like page.
 * Load failures show the §2 ErrorScreen; sign
 * failures the §8 message in role="alert" (4002 "The contract version is not up to date, refresh").
 * Collaboration (§2, §3 Message; loaded on demand): under the SenderCard a "Questions? Message
 * {sender}" button with the unread count opens the guest's panel (chat and comments); with
 * `inlineComments` the document draws active comments and suggestions and offers "Comment" and,
 * for signatories and influencers (§3 role values 1 and 0), "Suggest a change" on a selection.
 * Push events keep it live and reload the agreement after a save or state change. Signing
 * refused with 4204 lists the blocking suggestions (live) with a way to each.
 */
export function GuestSigning({
  api,
  agreementId,
  onReady,
  onSigned,
  onError,
  onDeclined,
  eidError,
  onEidRedirect,
  onEidStart,
  inlineComments = true,
  pushOrigin = typeof location === 'undefined' ? null : location.origin,
  openMessageId = null,
  adoptLanguage,
}: GuestSigningProps) {
  const { t } = useTranslation(['sign', 'common']);
  const [load, setLoad] = useState<LoadState>({ kind: 'loading' });
  const [busy, setBusy] = useState(false);
  const [justSigned, setJustSigned] = useState(false);
  // Form values the signer typed (§3 type 12), by data field key; saved just before signing.
  const [edits, setEdits] = useState<ReadonlyMap<string, unknown>>(new Map());
  const [errorKey, setErrorKey] = useState<string | undefined>(eidError ? (errorMessageKey(eidError) ?? 'errors.generic') : undefined);
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  // Callbacks in a ref: a host re-rendering with new closures must not reload the agreement.
  const callbacks = useRef({ onReady, onSigned, onError, onDeclined, adoptLanguage });
  callbacks.current = { onReady, onSigned, onError, onDeclined, adoptLanguage };
  // A message link (§2) opens the panel (once the collaboration is there), which finds the thread and its tab.
  const [panel, setPanel] = useState<{ tab: 'chat' | 'comments'; activeMessageId: number | null; link?: number } | null>(
    openMessageId === null ? null : { tab: 'chat', activeMessageId: null, link: openMessageId },
  );
  const [blocked, setBlocked] = useState(false);
  const shown = load.kind === 'loaded' ? load.agreement : null;
  const { collaboration, state: collab } = useGuestCollaboration({
    api,
    agreementId,
    participantId: shown?.currentParticipantId ?? null,
    pushOrigin,
    enabled: shown !== null && !currentParticipant(shown)?.mfaRequired && shown.state !== AgreementState.Template,
    // A save (an accepted suggestion) or a state change elsewhere: show the current agreement.
    onAgreementChanged: () =>
      void api.getAgreement(agreementId).then(
        (agreement) => setLoad((prev) => (prev.kind === 'loaded' ? { kind: 'loaded', agreement } : prev)),
        () => undefined,
      ),
  });


  const report = (error: unknown): DescribedError => {
    const described = describeError(error);
    callbacks.current.onError?.(described.code, described.messageKey ? t(described.messageKey, { ns: 'common' }) : '');
    return described;
  };

  useEffect(() => {
    let live = true;
    setLoad({ kind: 'loading' });
    api.getAgreement(agreementId).then(
      (agreement) => {
        const { adoptLanguage: adopt } = callbacks.current;
        const adopted = agreement.language && adopt ? adopt(agreement.language).catch(() => undefined) : Promise.resolve();
        void adopted.then(() => {
          if (!live) return;
          setLoad({ kind: 'loaded', agreement });
          callbacks.current.onReady?.(agreement);
        });
      },
      (error: unknown) => {
        if (live) setLoad({ kind: 'failed', error: report(error) });
      },
    );
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- report reads refs only
  }, [api, agreementId]);

  if (load.kind === 'loading') {
    return (
      <p className="ink-loading" role="status">
        {t('loading', { ns: 'common' })}
      </p>
    );
  }
  if (load.kind === 'failed') {
    const { status, code } = load.error;
    return <LazyErrorScreen status={status} code={code} loadFailure={status === 0} sender={load.error.sender} />;
  }

  const { agreement } = load;
  const me = currentParticipant(agreement);
  // Runs one call with the busy flag and the error display; resolves undefined on failure.
  const run = async <T,>(action: () => Promise<T>): Promise<T | undefined> => {
    setBusy(true);
    setErrorKey(undefined);
    try {
      return await action();
    } catch (error) {
      setErrorKey(report(error).messageKey);
      return undefined;
    } finally {
      setBusy(false);
    }
  };
  const replace = (updated: Agreement | undefined) => {
    if (updated) setLoad({ kind: 'loaded', agreement: updated });
  };
  const participantId = agreement.currentParticipantId;

  if (me?.mfaRequired && participantId !== null) {
    return (
      <Suspense fallback={null}>
        <BrandStyle color={agreement.sender?.brandColor} />
        <MfaGate
          busy={busy}
          errorKey={errorKey}
          onRequestCode={async () => {
            const sent = await run(() => api.requestMfaCode(agreement.id, participantId));
            if (!sent) throw new Error('not sent');
            return sent.to;
          }}
          onSubmit={(code) => void run(() => api.validateMfaCode(agreement.id, participantId, code)).then(replace)}
        />
      </Suspense>
    );
  }

  const data = withValues(agreement.data, edits);
  const canFill = !justSigned && participantId !== null && me?.type === ParticipantRole.Signatory && me.enabled && !me.signedAt && !me.declinedAt && isSignable(agreement.state);
  const anySignature = agreement.participants.some((p) => p.signedAt !== null);
  /**
   * Every signing path starts here: with a required visible input empty, shows 4007 and resolves
   * undefined without a call; with edited values, saves them (PUT /agreements/{id} with the guest
   * token, §7) and resolves the saved agreement, whose checksum the signing call then uses.
   */
  const saveFilled = async (): Promise<Agreement | undefined> => {
    if (!canFill || participantId === null) return agreement;
    if (requiredInputEmpty(agreement, data, participantId, anySignature)) {
      setErrorKey(errorMessageKey(ApiErrorCode.RequiredFieldsEmpty));
      return undefined;
    }
    if (edits.size === 0) return agreement;
    const saved = await api.updateAgreement(agreement.id, { checksum: agreement.checksum, data: data as UpdateAgreementRequest['data'] });
    setLoad({ kind: 'loaded', agreement: saved });
    setEdits(new Map());
    return saved;
  };

  const sign = async (handwrittenSignature?: string, signCode?: string, signatureType?: SignatureType) => {
    if (participantId === null) return;
    const method = me?.signMethod === SignMethod.Handwritten ? SignMethod.Handwritten : me?.signMethod === SignMethod.Sms ? SignMethod.Sms : SignMethod.Standard;
    setBusy(true);
    setErrorKey(undefined);
    try {
      const current = await saveFilled();
      if (!current) return;
      const updated = await api.sign(agreement.id, participantId, {
        checksum: current.checksum,
        sign_method: method,
        ...(method === SignMethod.Handwritten && handwrittenSignature !== undefined
          ? { handwritten_signature: handwrittenSignature, ...(signatureType ? { handwritten_signature_type: signatureType } : {}) }
          : {}),
        ...(method === SignMethod.Sms && signCode !== undefined ? { sign_code: signCode } : {}),
      });
      setLoad({ kind: 'loaded', agreement: updated });
      setJustSigned(true);
      setBlocked(false);
      callbacks.current.onSigned?.(updated, participantId);
    } catch (error) {
      const described = report(error);
      if (described.code === ApiErrorCode.ActiveSuggestions) {
        // The list below names them (and says the text); it follows the push channel from here.
        setBlocked(true);
        collaboration?.refresh().catch(() => undefined);
      } else setErrorKey(described.messageKey);
    } finally {
      setBusy(false);
    }
  };

  const progress = canFill && participantId !== null ? signingProgress(agreement, data, participantId, anySignature) : undefined;
  // The next empty required input after the focused one (wrapping), by its data field key.
  const focusNextRequired = () => {
    const root = rootRef.current;
    if (!root || !progress) return;
    const inputs = Array.from(root.querySelectorAll<HTMLElement>('[data-field-key]')).filter((el) => progress.empty.includes(el.dataset.fieldKey ?? ''));
    const active = document.activeElement;
    const next = inputs.find((el) => active instanceof Node && (active.compareDocumentPosition(el) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0 && el !== active) ?? inputs[0];
    if (!next) return;
    // jsdom (unit tests) has no scrollIntoView.
    if (typeof next.scrollIntoView === 'function') next.scrollIntoView({ block: 'center' });
    next.focus({ preventScroll: true });
  };
  const focusSignArea = () => {
    const panel = document.getElementById(panelId);
    if (typeof panel?.scrollIntoView === 'function') panel.scrollIntoView({ block: 'center' });
    panel?.querySelector<HTMLElement>('input:not([disabled]), button:not([disabled])')?.focus({ preventScroll: true });
  };

  const senderName = agreement.sender?.name?.trim().split(/\s+/)[0] || agreement.sender?.companyName || '';
  const entryTitle = senderName ? t('guest.questions', { name: neutralizeBidi(senderName) }) : t('guest.questionsAnonymous');
  const unread = collab.unread.chat + collab.unread.comments;
  const canSuggest = !justSigned && (me?.type === ParticipantRole.Signatory || me?.type === ParticipantRole.Influencer) && !me.signedAt;
  return (
    <div className="ink-guest-signing" ref={rootRef}>
      <BrandStyle color={agreement.sender?.brandColor} />
      <SenderCard agreement={agreement} />
      <div className="ink-collab-entry">
        <button type="button" className="ink-button ink-collab-entry__button" onClick={() => setPanel({ tab: 'chat', activeMessageId: null })}>
          {entryTitle}
          {unread > 0 && (
            <span className="ink-badge">
              {unread}
              <span className="ink-visually-hidden"> {t('guest.unread', { count: unread })}</span>
            </span>
          )}
        </button>
      </div>
      {panel && collaboration && (
        <CollabTexts>
          <GuestCollaborationPanel
            collaboration={collaboration}
            participantId={participantId}
            title={entryTitle}
            initialTab={panel.tab}
            activeMessageId={panel.activeMessageId}
            openMessageId={panel.link ?? null}
            onClose={() => setPanel(null)}
          />
        </CollabTexts>
      )}
      <DocumentViewer
        agreement={edits.size > 0 ? { ...agreement, data } : agreement}
        api={api}
        {...(inlineComments && collaboration
          ? {
              annotations: {
                messages: collab.annotations,
                activeMessageId: panel?.activeMessageId ?? null,
                onSelectMessage: (id: number) => setPanel({ tab: 'comments', activeMessageId: id }),
                onCreate: (draft) => collaboration.post(draft).then(() => undefined),
                canSuggest,
              },
            }
          : {})}
        {...(canFill && participantId !== null
          ? { fill: { values: edits, disabled: busy, participantId, anySignature, onChange: (key: string, value: unknown) => setEdits((prev) => new Map(prev).set(key, value)) } }
          : {})}
      />
      {blocked && (
        <CollabTexts>
          <BlockingSuggestions messages={collab.annotations} documentRef={rootRef} />
        </CollabTexts>
      )}
      <SignPanel
        id={panelId}
        agreement={agreement}
        justSigned={justSigned}
        busy={busy}
        errorKey={errorKey}
        onSign={(png, code, type) => void sign(png, code, type)}
        onRequestSignCode={async () => {
          const sent =
            participantId === null
              ? undefined
              : await run(async () => {
                  const current = await saveFilled();
                  return current && api.requestSignCode(agreement.id, participantId, { checksum: current.checksum });
                });
          if (!sent) throw new Error('not sent');
          return sent.phone_number;
        }}
        onStartEid={() => {
          if (participantId === null) return;
          const proceed = onEidStart?.();
          void run(async () => {
            const current = await saveFilled();
            return current && api.startEid(agreement.id, participantId, current.checksum);
          }).then((started) => {
            if (proceed) proceed(started?.url);
            else if (!started) return;
            else if (onEidRedirect) onEidRedirect(started.url);
            else window.location.assign(started.url);
          });
        }}
        onDecline={(reason) =>
          void run(() => api.decline(agreement.id, { reason })).then((updated) => {
            replace(updated);
            if (updated && participantId !== null) callbacks.current.onDeclined?.(updated, participantId, reason);
          })
        }
        onApprove={() => void run(() => api.approve(agreement.id)).then(replace)}
      />
      {agreement.state === AgreementState.Signed && (
        <Suspense fallback={null}>
          <SealedPdfDownload api={api} agreement={agreement} />
        </Suspense>
      )}
      {progress && (
        <Suspense fallback={null}>
          <SignBar progress={progress} onNext={focusNextRequired} onSign={focusSignArea} />
        </Suspense>
      )}
    </div>
  );
}
