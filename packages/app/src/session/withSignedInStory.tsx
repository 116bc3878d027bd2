import type { Decorator } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router';
import type { Position } from '@inkflow/core';
import { signInForStory, storyPosition } from './storyFakes.js';

/**
 * Storybook decorator for signed-in pages: a position in the session store (`parameters.position`,
 * default storyPosition()) and a router (`parameters.url` sets the starting URL, default `/contracts`).
 */
export const withSignedInStory: Decorator = (Story, context) => {
  signInForStory((context.parameters.position as Position | undefined) ?? storyPosition());
  const url = typeof context.parameters.url === 'string' ? context.parameters.url : '/contracts';
  return (
    <MemoryRouter initialEntries={[url]}>
      <Story />
    </MemoryRouter>
  );
};
