/**
 * The route contract (DESIGN.md "Route contract", §7): one definition per API call gives the
 * server its validation and types (fastify-type-provider-zod), the OpenAPI 3.1 document
 * (/api/openapi.json, /api/docs) and the typed client (ApiClient.call). A definition is data:
 * method, path (Fastify syntax, `:id`), who may call, zod schemas of params, query, body and
 * each response status, and the §8 errors it answers.
 *
 * The client never imports a definition at run time, only its type (`typeof apiContract`), so
 * the embed bundle ships no schema: the key `"GET /agreements/:id"` carries method and path.
 */
import type { z } from 'zod';

/** HTTP methods of the API. */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * Who may call (OpenAPI `security`): `session` = session cookie (+ anti-forgery header on writes),
 * `guest` = guest token header `X-Flow-Access-Token`, `sessionOrGuest` = either, `none` = anyone.
 */
export type RouteAuth = 'session' | 'guest' | 'sessionOrGuest' | 'none';

/** One documented error answer: HTTP status, §8 `api_error_code`, and when it happens. */
export interface RouteError {
  status: number;
  code: number | string;
  when: string;
}

/** A JSON body or multipart upload (documented, parsed by the route itself). */
export type RouteBody = z.ZodType | { multipart: Record<string, 'file' | 'string'> };

/** One API call (§7). `responses` maps each success status to its JSON schema (`z.null()` for an empty 204). */
export interface RouteDefinition {
  method: HttpMethod;
  /** Path under /api in Fastify syntax, e.g. `/agreements/:id/notes/`. */
  path: string;
  summary: string;
  description?: string;
  /** The resource, the OpenAPI tag and the server folder, e.g. `notes`. */
  resource: string;
  auth: RouteAuth;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: RouteBody;
  responses: Record<number, z.ZodType>;
  /** The §8 errors beside 400 BAD_REQUEST (every route may answer that one). */
  errors: readonly RouteError[];
  /** Not for integrators (development outboxes); left out of the OpenAPI document. */
  hidden?: boolean;
  /**
   * A premium call (§1: the 14-day trial gives premium features; afterwards basic features such
   * as e-signing and PDF upload stay free). For a signed-in caller whose account has no premium
   * (hasPremium: a free plan, or a trial that ended) the server answers 403 2002 "Your free trial
   * has expired" before the call runs. `true`, or a test of the parsed body for a call that is
   * premium in some uses only (creating a template, not a contract).
   */
  premium?: true | ((body: unknown) => boolean);
}

/**
 * Declares a route keeping its literal types (the key of apiContract is `${method} ${path}`).
 * Returns the definition unchanged.
 */
export function defineRoute<const D extends RouteDefinition>(definition: D): D {
  return definition;
}

/** The contract key of a definition, e.g. `GET /agreements/:id`. */
export type RouteKeyOf<D extends RouteDefinition> = `${D['method']} ${D['path']}`;

/**
 * Turns a list of definitions into the keyed contract object `{ "GET /path": definition }`.
 * Throws at start-up when two definitions share a key.
 */
export function contractOf<const L extends readonly RouteDefinition[]>(routes: L): { [D in L[number] as RouteKeyOf<D>]: D } {
  const out: Record<string, RouteDefinition> = {};
  for (const route of routes) {
    const key = `${route.method} ${route.path}`;
    if (out[key]) throw new Error(`Route defined twice: ${key}`);
    out[key] = route;
  }
  return out as { [D in L[number] as RouteKeyOf<D>]: D };
}

type InputOf<S> = S extends z.ZodType ? z.input<S> : never;
type SuccessStatus<R> = Extract<keyof R, 200 | 201 | 202 | 204>;

/** What a caller passes to ApiClient.call for route D (wire shapes, snake_case). */
export type RouteInput<D extends RouteDefinition> = (D['params'] extends z.ZodType ? { params: InputOf<D['params']> } : { params?: never }) &
  (D['query'] extends z.ZodType ? { query?: InputOf<D['query']> } : { query?: never }) &
  (D['body'] extends z.ZodType ? { body: InputOf<D['body']> } : D['body'] extends { multipart: unknown } ? { body: FormData } : { body?: never });

/** What ApiClient.call resolves with for route D: the wire JSON of its success response (undefined for 204). */
export type RouteOutput<D extends RouteDefinition> = D['responses'][SuccessStatus<D['responses']>] extends infer S
  ? S extends z.ZodNull
    ? undefined
    : S extends z.ZodType
      ? z.input<S>
      : never
  : never;
