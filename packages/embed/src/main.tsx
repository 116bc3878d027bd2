/*
 * The embed page /embed/documents/:id/at/:guestToken (foundation contract "URLs"). The server
 * sends a tiny HTML shell with `<div id="inkflow-embed">`; this script fills it.
 *
 * Framed: say hello to the parent, and fetch and show nothing until an allowed parent acked
 * (connectToParent). Then render the signing view, report `ready` / `signed` / `error` and the
 * content height (`resize`) to that parent origin only, and obey `setLanguage` and `focus`.
 * Not framed (opened directly): render normally and post nothing.
 */
// The embed always runs on preact (rollup aliases react to preact/compat), so it mounts with
// preact's root directly rather than react-dom.
import { createRoot } from 'preact/compat/client';
import { createI18n } from '@inkflow/core';
import { InkflowI18nProvider } from '@inkflow/ui';
import { EmbedApp, type EmbedPhase } from './EmbedApp.js';
import { connectToParent, type ParentChannel } from './connectToParent.js';
import { observeHeight } from './observeHeight.js';
import { parseEmbedPath } from './parseEmbedPath.js';
import { pickLanguage } from './pickLanguage.js';

async function start(): Promise<void> {
  const language = pickLanguage(location.search, navigator.languages ?? [navigator.language]);
  const i18n = await createI18n(language);
  document.documentElement.lang = language;
  document.title = i18n.t('embed:title');

  const container = document.getElementById('inkflow-embed') ?? document.body.appendChild(document.createElement('div'));
  const root = createRoot(container);
  const show = (phase: EmbedPhase) =>
    root.render(
      <InkflowI18nProvider i18n={i18n}>
        <EmbedApp phase={phase} />
      </InkflowI18nProvider>,
    );

  const route = parseEmbedPath(location.pathname);
  const signing = (channel: ParentChannel | null): EmbedPhase => (route ? { kind: 'signing', route, channel } : { kind: 'notFound' });

  if (window.parent === window) {
    show(signing(null));
    return;
  }

  show({ kind: 'connecting' });
  const { channel } = connectToParent({
    onRefused: () => show({ kind: 'refused' }),
    onCommand: (command) => {
      if (command.type === 'setLanguage') {
        void i18n.changeLanguage(command.payload.language).then(() => {
          document.documentElement.lang = i18n.language;
        });
      } else if (command.type === 'focus') {
        window.focus();
        const target =
          document.querySelector<HTMLElement>('.ink-document__title') ??
          document.querySelector<HTMLElement>('#inkflow-embed button, #inkflow-embed a[href]');
        target?.focus();
      }
    },
  });
  const parent = await channel;
  observeHeight((height) => parent.post('resize', { height }));
  show(signing(parent));
}

void start();
