/**
 * Story-only fakes for components that read the session store or call the API: a signed-in
 * position in the zustand store, and a `fetch` that answers `METHOD /api/path` routes from a
 * table (the typed clients and the account API call the global fetch at request time). Unit
 * tests do the same with `useSession.setState` and `vi.stubGlobal('fetch', ...)`.
 */
import { positionFromWire, type Position } from '@inkflow/core';
import { useSession } from './services.js';

/** Account id and position id of the story session. */
export const storyAccountId = 3;
export const storyPositionId = 7;

/** A position of the story account (admin "Demo User", workspaces Sales and Shared with me); `features` turns account features on. */
export function storyPosition(options: { fullname?: string; features?: Record<string, { enabled: 0 | 1 }> } = {}): Position {
  return positionFromWire({
    id: storyPositionId,
    fullname: options.fullname ?? 'Demo User',
    email: 'demo@inkflow.test',
    language: 'en',
    user_role: 'admin',
    account: { id: storyAccountId, name: 'Demo Ltd', features: options.features ?? {} },
    collections: [
      { id: 1, name: 'Sales', virtual: false },
      { id: 0, name: 'Shared with me', virtual: true },
    ],
  });
}

/** Puts `position` in the session store as signed in; Log out only signs the story out (no request). */
export function signInForStory(position: Position = storyPosition()): void {
  useSession.setState({
    position,
    status: 'signedIn',
    loading: false,
    error: null,
    logout: async () => useSession.setState({ position: null, status: 'signedOut' }),
  });
}

/** One answer of the fake server: a status (default 200) and a JSON body; `never` keeps the request pending (a loading state). */
export type StoryAnswer = { status?: number; body?: unknown; never?: boolean };

/** A route's answer, or a function of the request's JSON body and query giving it. */
export type StoryRoute = StoryAnswer | ((request: { body: unknown; query: URLSearchParams }) => StoryAnswer | Promise<StoryAnswer>);

/** A §8 error answer: `{ status_code, api_error_code, message }`. */
export function storyError(status: number, code: number, message: string): StoryAnswer {
  return { status, body: { status_code: status, api_error_code: code, message } };
}

/**
 * Replaces the global fetch with one answering `routes`, keyed `METHOD /api/path` (e.g.
 * `GET /api/accounts/3/sso`); other requests get a 404. Returns the cleanup that restores the
 * real fetch, so it fits a story's `beforeEach`.
 */
export function serveForStory(routes: Record<string, StoryRoute>): () => void {
  const real = globalThis.fetch;
  globalThis.fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = input instanceof Request ? input : new Request(new URL(String(input), location.origin), init);
    const url = new URL(request.url);
    const text = request.method === 'GET' || request.method === 'HEAD' ? '' : await request.text();
    let body: unknown;
    try {
      body = text ? JSON.parse(text) : undefined;
    } catch {
      body = text;
    }
    const route = routes[`${request.method} ${url.pathname}`];
    const answer = typeof route === 'function' ? await route({ body, query: url.searchParams }) : (route ?? storyError(404, 404, 'Not found'));
    if (answer.never) return new Promise<Response>(() => undefined);
    const status = answer.status ?? 200;
    return new Response(answer.body === undefined || status === 204 ? null : JSON.stringify(answer.body), { status, headers: { 'content-type': 'application/json' } });
  };
  return () => {
    globalThis.fetch = real;
  };
}
