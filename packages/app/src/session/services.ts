/**
 * The app's singletons: the API client (same origin, anti-forgery cookie) whose 401s end the
 * session (spec §4 Auth), and the session store bound to it.
 */
import { createApiClient } from '@inkflow/core';
import { createSessionStore } from './createSessionStore.js';
import { appHttpOptions } from './transport.js';
import { withUnauthorizedHandler } from './withUnauthorizedHandler.js';

/** The signed-in user's API client. */
export const api = withUnauthorizedHandler(createApiClient(appHttpOptions), () => useSession.getState().markSignedOut());

/** The session store hook (zustand): `useSession((s) => s.position)`. */
export const useSession = createSessionStore(api);
