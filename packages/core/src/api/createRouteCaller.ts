/**
 * The typed call of the route contract (§7): `call("GET /agreements/:id", { params: { id: 12 } })`.
 * Method and path come from the key itself, so no route definition (and no zod) is loaded at
 * run time; parameter and answer types come from `ApiContract` (contract/apiContract.ts).
 */
import type { KyInstance } from 'ky';
import type { ApiContract, ApiRouteKey } from '../contract/apiContract.js';
import type { RouteInput, RouteOutput } from '../contract/defineRoute.js';
import { ApiError } from '../errors.js';
import { readErrorResponse } from './createHttp.js';
import { toSearchParams, type SearchParamValues } from './toSearchParams.js';

/**
 * Calls one route of the contract. Resolves with the route's success JSON (undefined for an empty
 * answer); any non-OK answer rejects with ApiError carrying the §8 `api_error_code`; network
 * failures reject with fetch's error (§8 Transport).
 */
export type RouteCaller = <K extends ApiRouteKey>(key: K, ...input: InputArgs<RouteInput<ApiContract[K]>>) => Promise<RouteOutput<ApiContract[K]>>;

/** The input argument: optional when the route needs no params and no body. */
type InputArgs<I> = Record<string, never> extends I ? [input?: I] : [input: I];

/** `/agreements/:id/notes/` with `{ id: 12 }` -> `agreements/12/notes/` (relative to ky's /api prefix). */
export function fillPath(path: string, params: Record<string, unknown> = {}): string {
  return path.replace(/^\//, '').replace(/:([A-Za-z_]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined || value === null) throw new TypeError(`Missing path parameter ${name} of ${path}`);
    return encodeURIComponent(String(value));
  });
}

/** The default rejection of a non-OK answer: ApiError with the §8 body. */
async function toApiError(error: unknown): Promise<never> {
  const { status, body, statusText } = await readErrorResponse(error);
  throw new ApiError(status, body, statusText);
}

/**
 * A RouteCaller over a ky instance made by createHttp. `toError` turns a failed request into the
 * rejection (default: ApiError; the account client adds the captcha flag of the headers).
 */
export function createRouteCaller(http: KyInstance, toError: (error: unknown) => Promise<never> = toApiError): RouteCaller {
  return (async (key: string, input: { params?: Record<string, unknown>; query?: SearchParamValues; body?: unknown } = {}) => {
    const space = key.indexOf(' ');
    const method = key.slice(0, space);
    const path = fillPath(key.slice(space + 1), input.params);
    let response: Response;
    try {
      response = await http(path, {
        method,
        searchParams: toSearchParams(input.query),
        ...(input.body instanceof FormData ? { body: input.body } : input.body !== undefined ? { json: input.body } : method === 'GET' || method === 'DELETE' ? {} : { json: {} }),
      });
    } catch (error) {
      return toError(error);
    }
    const text = await response.text();
    return text === '' ? undefined : JSON.parse(text);
  }) as RouteCaller;
}
