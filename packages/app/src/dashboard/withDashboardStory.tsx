import type { Decorator } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { appResources } from '../i18n/createAppI18n.js';
import '../layout/layout.css';
import './dashboard.css';

/**
 * Storybook decorator for dashboard and shell components: adds the app-only `workspace` and `app` namespaces to the
 * story's i18n (the shared preview loads core's namespaces only), a router for links, and the
 * dashboard styles.
 */
export const withDashboardStory: Decorator = (Story) => (
  <DashboardStoryFrame>
    <Story />
  </DashboardStoryFrame>
);

function DashboardStoryFrame({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  if (!i18n.hasResourceBundle('en', 'workspace')) i18n.addResourceBundle('en', 'workspace', appResources.workspace, true, false);
  if (!i18n.hasResourceBundle('en', 'app')) i18n.addResourceBundle('en', 'app', appResources.app, true, false);
  return (
    <MemoryRouter>
      <div className="dashboard-story">{children}</div>
    </MemoryRouter>
  );
}
