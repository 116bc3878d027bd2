import type { Decorator } from '@storybook/react-vite';
import { createContext, useContext, type ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { TooltipProvider } from '../design/index.js';
import { Toaster } from '../design/Toaster.js';
import './documentPage.css';

/**
 * Storybook decorator for the document workspace's pieces: a router for links, the tooltip
 * provider and the toaster as App mounts them, and the document page styles. When `fetch` is
 * given, the story's API calls are answered by it (e.g. `panelsTestServer().fetch`); a story's
 * own `withDocumentStory(fetch)` inside its meta's only swaps the fetch.
 */
export function withDocumentStory(fetch?: typeof globalThis.fetch): Decorator {
  return (Story) => (
    <DocumentStoryFrame fetch={fetch}>
      <Story />
    </DocumentStoryFrame>
  );
}

/** Whether a DocumentStoryFrame is already mounted above: a story's own decorator then only swaps the fetch. */
const InFrame = createContext(false);

function DocumentStoryFrame({ fetch, children }: { fetch: typeof globalThis.fetch | undefined; children: ReactNode }) {
  // The innermost frame renders last, so a story's fetch wins over its meta's.
  if (fetch) globalThis.fetch = fetch;
  if (useContext(InFrame)) return <>{children}</>;
  return (
    <InFrame.Provider value={true}>
      <MemoryRouter>
        <TooltipProvider>
          {children}
          <Toaster />
        </TooltipProvider>
      </MemoryRouter>
    </InFrame.Provider>
  );
}
