/*
 * The embed page: /embed/documents/:id/at/:guestToken and /embed/documents/templates/:id/at/:guestToken
 * (spec §2, issue #6). The server sends a tiny HTML shell with `<div id="inkflow-embed">` and the
 * account's frame policy; this script fills it.
 *
 * Framed: say hello to the parent, and fetch and show nothing until a parent whose origin the
 * account allows acked (connectToParent + the injected policy). Then render the document, report
 * `ready` / `signed` / `error` and the content height (`resize`) to that parent origin only, and
 * answer the requests `setLanguage`, `focus` and `theme`. A parent the account does not allow
 * sees the "not allowed" screen, and nothing is fetched or posted.
 * Not framed (opened directly): render normally and post nothing.
 */
// The embed always runs on preact (rollup aliases react to preact/compat), so it mounts with
// preact's root directly rather than react-dom.
import { createRoot } from 'preact/compat/client';
import { createI18n, listenForErrors, parseLanguage, setLanguage, syncDocumentLanguage } from '@inkflow/core';
import { isAllowedParentOrigin } from '@inkflow/core/protocol';
import { InkflowI18nProvider } from '@inkflow/ui';
import { applyTheme } from './applyTheme.js';
import { EmbedApp, type EmbedPhase } from './EmbedApp.js';
import { connectToParent, type ParentChannel, type ParentCommand } from './connectToParent.js';
import { observeHeight } from './observeHeight.js';
import { parseEmbedPath } from './parseEmbedPath.js';
import { pickLanguage } from './pickLanguage.js';
import { readFramePolicy } from './readFramePolicy.js';
import { errorReporter } from './transport.js';

// §8 Error reporting: uncaught errors and rejections go to POST /api/client_errors.
listenForErrors(window, errorReporter);

async function start(): Promise<void> {
  const language = pickLanguage(location.search, navigator.languages ?? [navigator.language]);
  // The language's texts are their own chunk, loaded before anything shows (§1); the collaboration
  // texts load beside the first paint, not before it (the embed's size budget).
  const i18n = await createI18n(language, { deferCollab: true, onLoadError: (error) => errorReporter.report(error) });
  syncDocumentLanguage(i18n, document);
  document.title = i18n.t('embed:title');
  i18n.on('languageChanged', () => (document.title = i18n.t('embed:title')));

  const container = document.getElementById('inkflow-embed') ?? document.body.appendChild(document.createElement('div'));
  const root = createRoot(container);
  const show = (phase: EmbedPhase) =>
    root.render(
      <InkflowI18nProvider i18n={i18n}>
        <EmbedApp phase={phase} />
      </InkflowI18nProvider>,
    );

  const route = parseEmbedPath(location.pathname, location.search);
  const content = (channel: ParentChannel | null): EmbedPhase => (route ? { kind: 'signing', route, channel } : { kind: 'notFound', channel });

  if (window.parent === window) {
    show(content(null));
    return;
  }

  const onCommand = async (command: ParentCommand) => {
    switch (command.type) {
      case 'setLanguage': {
        const requested = parseLanguage(command.payload.language);
        if (!requested) throw new Error(`unsupported language: ${command.payload.language}`);
        await setLanguage(i18n, requested, (error) => errorReporter.report(error));
        return;
      }
      case 'focus': {
        window.focus();
        const target =
          document.querySelector<HTMLElement>('.ink-document__title, .ink-error__title') ??
          document.querySelector<HTMLElement>('#inkflow-embed button, #inkflow-embed a[href], #inkflow-embed input');
        target?.focus();
        return;
      }
      case 'theme':
        applyTheme(command.payload.variables);
        return;
    }
  };

  show({ kind: 'connecting' });
  const policy = readFramePolicy();
  const { channel } = connectToParent({
    isAllowedOrigin: (origin) => isAllowedParentOrigin(origin, policy),
    onRefused: () => show({ kind: 'refused' }),
    onCommand,
  });
  const parent = await channel;
  observeHeight(container, (height) => parent.post('resize', { height }));
  show(content(parent));
}

void start();
