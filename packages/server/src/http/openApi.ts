/**
 * The OpenAPI 3.1 document of the API (DESIGN.md "HTTP API"): built by @fastify/swagger from the
 * route schemas (http/routeOptions.ts) through fastify-type-provider-zod's transform, served as
 * JSON at /api/openapi.json and as a readable reference at /api/docs (@fastify/swagger-ui, its
 * files served from the npm package; no CDN). Register before any route: @fastify/swagger
 * collects routes as they are added.
 */
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { apiContract } from '@inkflow/core';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { routeOptions } from './routeOptions.js';

/** The path prefix of the reference pages. */
export const apiDocsPrefix = '/api/docs';

const description = `The Inkflow API (§7 of the product specification). JSON on the wire is snake_case.

**Auth.** Account calls use the session cookie \`inkflow_session\` (from POST /api/positions/login);
writes also echo the \`XSRF-TOKEN\` cookie in the \`X-XSRF-TOKEN\` header (double submit).
Guest calls carry the participant's guest token in \`X-Flow-Access-Token\`; before a participant's
security code is validated, a guest token only reaches the calls that unlock it.

**Errors** answer \`{ status_code, api_error_code, message }\` with the HTTP status and a §8 code;
every call may answer 400 \`BAD_REQUEST\` naming the invalid field, 429 \`TOO_MANY_REQUESTS\` where
rate limited, and 500 \`INTERNAL_ERROR\`. A path id that is not a positive integer answers 404.

**Lists** take \`limit\` (default 20), \`offset\` (0), \`sort=attribute:direction\`; array
parameters are repeated bracketed keys (\`tag_ids[]=1&tag_ids[]=2\`); the answer is
\`{ collection, count }\`.`;

/**
 * The document holds the API only: a route outside /api (pages, /embed, /examples) is left out,
 * as is one defined `hidden` in the contract (routeOptions gives it `hide`); the others go
 * through the zod transform of fastify-type-provider-zod.
 */
const transform: typeof jsonSchemaTransform = (document) =>
  document.url.startsWith('/api/') ? jsonSchemaTransform(document) : { schema: { hide: true }, url: document.url };

/** Registers @fastify/swagger (the document) and @fastify/swagger-ui (/api/docs). */
export async function registerOpenApi(app: FastifyInstance, options: { productName: string; version: string }): Promise<void> {
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title: `${options.productName} API`, version: options.version, description },
      servers: [{ url: '/' }],
      components: {
        securitySchemes: {
          sessionCookie: { type: 'apiKey', in: 'cookie', name: 'inkflow_session', description: 'Session of a signed-in position' },
          antiForgery: { type: 'apiKey', in: 'header', name: 'X-XSRF-TOKEN', description: 'The XSRF-TOKEN cookie, echoed on every write' },
          guestToken: { type: 'apiKey', in: 'header', name: 'X-Flow-Access-Token', description: 'A participant guest token (from the invitation link)' },
        },
      },
    },
    transform,
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(fastifySwaggerUi, {
    routePrefix: apiDocsPrefix,
    uiConfig: { docExpansion: 'list', deepLinking: true, defaultModelsExpandDepth: 0 },
  });
}

/** GET /api/openapi.json: the document (register on the /api-prefixed instance). */
export function openApiRoutes(app: FastifyInstance): void {
  app.withTypeProvider<ZodTypeProvider>().route({
    ...routeOptions(apiContract['GET /openapi.json']),
    handler: async () => app.swagger() as unknown as { openapi: string; info: Record<string, unknown>; paths: Record<string, unknown> },
  });
}
