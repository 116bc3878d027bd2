import type { Decorator } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { TooltipProvider } from '../../design/index.js';
import { Toaster } from '../../design/Toaster.js';
import { appResources } from '../../i18n/createAppI18n.js';

/**
 * Storybook decorator for the document actions: the app's `app` and `workspace` namespaces (the
 * shared preview loads core's only), a router, the tooltip provider and the toaster, as App mounts them.
 */
export const withActionsStory: Decorator = (Story) => (
  <ActionsStoryFrame>
    <Story />
  </ActionsStoryFrame>
);

function ActionsStoryFrame({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  for (const ns of ['app', 'workspace'] as const) if (!i18n.hasResourceBundle('en', ns)) i18n.addResourceBundle('en', ns, appResources[ns], true, false);
  return (
    <MemoryRouter>
      <TooltipProvider>
        <div style={{ padding: 'var(--ink-space-6)' }}>{children}</div>
        <Toaster />
      </TooltipProvider>
    </MemoryRouter>
  );
}
