import type { Decorator } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router';
import './signedOut.css';

/**
 * Storybook decorator for the parts of the signed-out pages: a router (links, the query the
 * forms read; `parameters.url` sets the starting URL, default `/`), the signed-out styles and
 * the public card the forms sit in on their pages.
 */
export const withSignedOutStory: Decorator = (Story, context) => {
  const url = typeof context.parameters.url === 'string' ? context.parameters.url : '/';
  return (
    <MemoryRouter initialEntries={[url]}>
      <div className="public-card" style={{ marginInline: 'auto' }}>
        <Story />
      </div>
    </MemoryRouter>
  );
};
