import type { StorybookConfig } from '@storybook/react-vite';

/**
 * One Storybook for ui, embed and app components (DESIGN.md "Packages"). Stories sit beside their
 * components as `*.stories.tsx` in any package's src (packages/ui, packages/app, ...).
 * Build: `npx storybook build -o storybook-static --quiet`.
 */
const config: StorybookConfig = {
  stories: ['../packages/*/src/**/*.stories.tsx'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true },
};
export default config;
