/**
 * Entry of the Inkflow web app: reports uncaught errors (§8), creates the i18n instance in the
 * chosen language (spec §1, §4 Bootstrap: the browser's, then the flow-preferred-language cookie;
 * English fallback), keeps `<html lang>` equal to it, and renders the routes. A signed-in user's
 * position language replaces it in SessionGate.
 */
import '@inkflow/ui/tokens.css';
import '@inkflow/ui/styles.css';
import './app.css';
import './design/design.css';
import { chooseLanguage, listenForErrors, readLanguageCookie, syncDocumentLanguage } from '@inkflow/core';
import { InkflowI18nProvider } from '@inkflow/ui';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { App } from './App.js';
import { createAppI18n } from './i18n/createAppI18n.js';
import { errorReporter } from './session/transport.js';

// §8 Error reporting: uncaught errors and rejections go to POST /api/client_errors.
listenForErrors(window, errorReporter);

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

const language = chooseLanguage({ cookie: readLanguageCookie(document.cookie), browser: navigator.languages ?? [navigator.language] });
void createAppI18n(language, { onLoadError: (error) => errorReporter.report(error) }).then((i18n) => {
  syncDocumentLanguage(i18n, document);
  createRoot(container).render(
    <StrictMode>
      <InkflowI18nProvider i18n={i18n}>
        <BrowserRouter>
          <App />
        </BrowserRouter>
      </InkflowI18nProvider>
    </StrictMode>,
  );
});
