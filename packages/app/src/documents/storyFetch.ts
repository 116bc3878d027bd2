/**
 * Story-only fakes of `fetch` for the document workspace's stories (installed by
 * withDocumentStory): answers by route (`"POST /api/agreements/7/publish"`), a call that never
 * answers (the loading state), and a §8 failure.
 */

/** A JSON answer with `status`. */
export function jsonResponse(status: number, body: unknown): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/**
 * A fetch answering the routes in `answers` (method and path, e.g. "GET /api/agreements/7/events")
 * after `delayMs`, and the rest with `fallback` (default: a 404 NOT_FOUND).
 */
export function routeFetch(answers: Record<string, () => Response>, options: { delayMs?: number; fallback?: typeof fetch } = {}): typeof fetch {
  return async (input, init) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const route = `${request.method} ${new URL(request.url).pathname}`;
    const answer = answers[route];
    if (options.delayMs) await new Promise((resolve) => setTimeout(resolve, options.delayMs));
    if (answer) return answer();
    if (options.fallback) return options.fallback(request);
    return jsonResponse(404, { status_code: 404, api_error_code: 'NOT_FOUND', message: `no story answer for ${route}` });
  };
}

/** A fetch that never answers: the component stays in its loading state. */
export const pendingFetch: typeof fetch = () => new Promise<Response>(() => undefined);

/** A fetch failing every call with `status` and the §8 `api_error_code`. */
export function failingFetch(status: number, code: number | string, message = 'Failed'): typeof fetch {
  return () => Promise.resolve(jsonResponse(status, { status_code: status, api_error_code: code, message }));
}
