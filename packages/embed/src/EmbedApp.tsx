import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { createApiClient } from '@inkflow/core';
import { ErrorScreen, GuestSigning } from '@inkflow/ui';
import type { ParentChannel } from './connectToParent.js';
import type { EmbedRoute } from './parseEmbedPath.js';

/** What the embed page is doing, decided by main.tsx. */
export type EmbedPhase =
  /** Framed, waiting for the host's ack: no document is fetched or shown yet. */
  | { kind: 'connecting' }
  /** Framed by a page whose origin may not show the document. */
  | { kind: 'refused' }
  /** Showing the document; `channel` is null when the page is not framed. */
  | { kind: 'signing'; route: EmbedRoute; channel: ParentChannel | null }
  /** The URL is not an embed document URL. */
  | { kind: 'notFound' };

/** Props of EmbedApp. */
export interface EmbedAppProps {
  phase: EmbedPhase;
}

/**
 * The embed page's content (issue #2 "Embed and loader"): GuestSigning of @inkflow/ui over a
 * guest-token API client, reporting `ready`, `signed` and `error` (§8 code and message) to the
 * host through the handshake channel. Before the handshake only a neutral placeholder renders,
 * and a refused parent gets the "not allowed" text and no document data.
 */
export function EmbedApp({ phase }: EmbedAppProps) {
  const { t } = useTranslation('embed');
  const route = phase.kind === 'signing' ? phase.route : null;
  const api = useMemo(() => (route ? createApiClient({ guestToken: route.guestToken }) : null), [route]);

  if (phase.kind === 'connecting') {
    return (
      <p className="ink-loading" role="status">
        {t('connecting')}
      </p>
    );
  }
  if (phase.kind === 'refused') {
    return (
      <section className="ink-error">
        <p className="ink-error__body">{t('notAllowed')}</p>
      </section>
    );
  }
  if (phase.kind === 'notFound' || !api) return <ErrorScreen status={404} />;

  const { channel } = phase;
  return (
    <main aria-label={t('documentRegion')}>
      <GuestSigning
        api={api}
        agreementId={phase.route.agreementId}
        onReady={(agreement) =>
          channel?.post('ready', { agreementId: agreement.id, participantId: agreement.currentParticipantId, state: agreement.state })
        }
        onSigned={(agreement, participantId) => channel?.post('signed', { agreementId: agreement.id, participantId, state: agreement.state })}
        onError={(code, message) => channel?.post('error', { code, message })}
      />
    </main>
  );
}
