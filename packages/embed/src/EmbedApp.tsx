import { Suspense, lazy, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { LazyErrorScreen } from '@inkflow/ui';
import type { ParentChannel } from './connectToParent.js';
import { EmbedGuestSigning } from './EmbedGuestSigning.js';
import type { EmbedRoute } from './parseEmbedPath.js';

// Template signing and preview are rarer than a guest link: their code loads only when used,
// keeping the embed's initial JavaScript for a guest link small (issue #6 budget).
const TemplateSigning = lazy(() => import('./TemplateSigning.js').then((m) => ({ default: m.TemplateSigning })));
const PreviewDocument = lazy(() => import('./PreviewDocument.js').then((m) => ({ default: m.PreviewDocument })));

/** What the embed page is doing, decided by main.tsx. */
export type EmbedPhase =
  /** Framed, waiting for the host's ack: no document is fetched or shown yet. */
  | { kind: 'connecting' }
  /** Framed by a page whose origin the account does not allow: no data is fetched, nothing is posted. */
  | { kind: 'refused' }
  /** Showing the document; `channel` is null when the page is not framed. */
  | { kind: 'signing'; route: EmbedRoute; channel: ParentChannel | null }
  /** The URL is not an embed document URL. */
  | { kind: 'notFound'; channel: ParentChannel | null };

/** Props of EmbedApp. */
export interface EmbedAppProps {
  phase: EmbedPhase;
}

function NotFound({ channel }: { channel: ParentChannel | null }) {
  const { t } = useTranslation('common');
  useEffect(() => {
    channel?.post('error', { code: 404, message: t('errorScreen.404.body') });
  }, [channel, t]);
  return <LazyErrorScreen status={404} />;
}

/**
 * The embed page's content (issue #6 "Embedded experiences"): for a guest link EmbedGuestSigning
 * (GuestSigning of @inkflow/ui, eID in a popup); for the guest token `preview` the owner's preview;
 * for a template signing link the template form, then signing of the new agreement. Reports
 * `ready`, `signed` and `error` (§8 code and message) through the handshake channel. Before the
 * handshake only a neutral placeholder renders, and a refused parent gets the "not allowed"
 * screen and no document data.
 */
export function EmbedApp({ phase }: EmbedAppProps) {
  const { t } = useTranslation('embed');

  if (phase.kind === 'connecting') {
    return (
      <p className="ink-loading" role="status">
        {t('connecting')}
      </p>
    );
  }
  if (phase.kind === 'refused') {
    return (
      <section className="ink-error" data-status="refused">
        <h1 className="ink-error__title">{t('common:errorScreen.403.title')}</h1>
        <p className="ink-error__body">{t('notAllowed')}</p>
      </section>
    );
  }
  if (phase.kind === 'notFound') return <NotFound channel={phase.channel} />;

  const { channel } = phase;
  const { kind, agreementId, guestToken } = phase.route;
  const loading = (
    <p className="ink-loading" role="status">
      {t('common:loading')}
    </p>
  );
  return (
    <main aria-label={t('documentRegion')}>
      <Suspense fallback={loading}>
      {kind === 'template' ? (
        <TemplateSigning templateId={agreementId} linkToken={guestToken} channel={channel} />
      ) : guestToken === 'preview' ? (
        <PreviewDocument agreementId={agreementId} channel={channel} />
      ) : (
        <EmbedGuestSigning agreementId={agreementId} guestToken={guestToken} channel={channel} inlineComments={phase.route.inlineComments} followAgreementLanguage={!phase.route.languageChosen} />
      )}
      </Suspense>
    </main>
  );
}
