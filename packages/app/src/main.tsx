/**
 * Entry of the Inkflow web app: reports uncaught errors (§8), creates the i18n instance in the
 * browser's language (spec §1, English fallback) and renders the routes.
 */
import '@inkflow/ui/tokens.css';
import '@inkflow/ui/styles.css';
import './app.css';
import './design/design.css';
import { listenForErrors, recommendedLanguage } from '@inkflow/core';
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

void createAppI18n(recommendedLanguage(navigator.languages)).then((i18n) => {
  document.documentElement.lang = i18n.language;
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
