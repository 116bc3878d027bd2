import type { Decorator } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { TooltipProvider } from '../design/index.js';
import { Toaster } from '../design/Toaster.js';
import './documentPage.css';

/**
 * Storybook decorator for the document workspace's pieces: a router for links, the tooltip
 * provider and the toaster as App mounts them, and the document page styles. When `fetch` is
 * given, the story's API calls are answered by it (e.g. `panelsTestServer().fetch`).
 */
export function withDocumentStory(fetch?: typeof globalThis.fetch): Decorator {
  return (Story) => (
    <DocumentStoryFrame fetch={fetch}>
      <Story />
    </DocumentStoryFrame>
  );
}

function DocumentStoryFrame({ fetch, children }: { fetch: typeof globalThis.fetch | undefined; children: ReactNode }) {
  if (fetch) globalThis.fetch = fetch;
  return (
    <MemoryRouter>
      <TooltipProvider>
        {children}
        <Toaster />
      </TooltipProvider>
    </MemoryRouter>
  );
}
