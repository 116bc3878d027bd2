/**
 * Fastify route options from a core route definition (DESIGN.md "Route contract"): the zod
 * schemas validate params, query and body and serialise the answer (fastify-type-provider-zod),
 * and @fastify/swagger reads the same schema object for the OpenAPI document, with the
 * definition's summary, resource tag, auth (OpenAPI `security`) and §8 errors.
 *
 * Use on an instance with the zod type provider, so the handler's request is typed:
 *
 *     api.route({ ...routeOptions(apiContract['GET /agreements/:id/notes/']), handler: async (request) => ... })
 */
import { ApiErrorCode, apiErrorBodySchema, type RouteDefinition } from '@inkflow/core';
import type { z } from 'zod';

type BodySchemaOf<B> = B extends z.ZodType ? B : undefined;

/** The fastify `schema` object of a route definition, typed for the zod type provider. */
export interface RouteSchemaOf<D extends RouteDefinition> {
  params: D['params'];
  querystring: D['query'];
  body: BodySchemaOf<D['body']>;
  response: D['responses'];
  summary: string;
  description?: string;
  tags: string[];
  security: Array<Record<string, string[]>>;
  consumes?: string[];
  hide?: boolean;
}

/** OpenAPI security requirements of each RouteAuth (components.securitySchemes in http/openApi.ts). */
function securityOf(definition: RouteDefinition): Array<Record<string, string[]>> {
  const write = definition.method !== 'GET';
  const session: Record<string, string[]> = write ? { sessionCookie: [], antiForgery: [] } : { sessionCookie: [] };
  switch (definition.auth) {
    case 'session':
      return [session];
    case 'guest':
      return [{ guestToken: [] }];
    case 'sessionOrGuest':
      return [session, { guestToken: [] }];
    case 'none':
      return [];
  }
}

/** One error response per documented status: the §8 body, described by the codes it may carry. */
function errorResponses(definition: RouteDefinition): Record<number, z.ZodType> {
  const byStatus = new Map<number, string[]>();
  const add = (status: number, line: string) => byStatus.set(status, [...(byStatus.get(status) ?? []), line]);
  add(400, '`BAD_REQUEST`: a parameter, query value or body field is invalid (the message names it)');
  for (const error of definition.errors) add(error.status, `\`${error.code}\`: ${error.when}`);
  // Premium calls (RouteDefinition.premium, http/premiumGuard.ts) all answer the same two codes.
  if (definition.premium) {
    add(403, `\`${ApiErrorCode.TrialExpired}\`: The account has no premium: the free plan, or a trial that has ended (§1)${definition.premium === true ? '' : ' — only for the uses marked premium'}`);
    add(403, `\`${ApiErrorCode.AccountLocked}\`: The account is locked`);
  }
  const out: Record<number, z.ZodType> = {};
  for (const [status, lines] of byStatus) out[status] = apiErrorBodySchema.describe(lines.join('; '));
  return out;
}

/** `{ method, url, schema }` of a definition; spread into `route({ ..., handler })`. */
export function routeOptions<const D extends RouteDefinition>(definition: D): { method: D['method']; url: D['path']; schema: RouteSchemaOf<D> } {
  const multipart = definition.body !== undefined && 'multipart' in definition.body;
  const schema = {
    ...(definition.params ? { params: definition.params } : {}),
    ...(definition.query ? { querystring: definition.query } : {}),
    ...(definition.body && !multipart ? { body: definition.body } : {}),
    response: { ...definition.responses, ...errorResponses(definition) },
    summary: definition.summary,
    description: [definition.description, multipart ? multipartNote(definition.body as { multipart: Record<string, string> }) : undefined].filter(Boolean).join('\n\n') || undefined,
    tags: [definition.resource],
    security: securityOf(definition),
    ...(multipart ? { consumes: ['multipart/form-data'] } : {}),
    // @fastify/swagger leaves a route with `hide` out of the document (RouteDefinition.hidden).
    ...(definition.hidden ? { hide: true } : {}),
  };
  return { method: definition.method, url: definition.path, schema: schema as unknown as RouteSchemaOf<D> };
}

function multipartNote(body: { multipart: Record<string, string> }): string {
  return `Multipart form fields: ${Object.entries(body.multipart)
    .map(([name, kind]) => `\`${name}\` (${kind})`)
    .join(', ')}.`;
}
