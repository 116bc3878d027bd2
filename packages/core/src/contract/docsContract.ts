/** The contract of the API's own description: GET /openapi.json (the reference page is /api/docs). */
import { z } from 'zod';
import { defineRoute } from './defineRoute.js';

/** Every route describing the API. */
export const docsContract = [
  defineRoute({
    method: 'GET',
    path: '/openapi.json',
    resource: 'docs',
    summary: 'The OpenAPI 3.1 document of this API',
    description: 'Generated from the route schemas; the same document the reference at /api/docs shows.',
    auth: 'none',
    responses: { 200: z.looseObject({ openapi: z.string(), info: z.looseObject({}), paths: z.record(z.string(), z.unknown()) }) },
    errors: [],
  }),
] as const;
