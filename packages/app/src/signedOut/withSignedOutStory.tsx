import type { Decorator } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router';
import './signedOut.css';

/**
 * Storybook decorator for the parts of the signed-out pages: a router (links, the query the
 * forms read; `parameters.url` sets the starting URL, default `/`), the signed-out styles and
 * the public column and card the forms sit in on their pages (28rem wide at most).
 */
export const withSignedOutStory: Decorator = (Story, context) => {
  const url = typeof context.parameters.url === 'string' ? context.parameters.url : '/';
  return (
    <MemoryRouter initialEntries={[url]}>
      <div className="public-main" style={{ marginInline: 'auto' }}>
        <div className="public-card">
          <Story />
        </div>
      </div>
    </MemoryRouter>
  );
};
