/**
 * The contract of the §8 client error reports: POST /client_errors, where the app and the embed
 * post the errors their reporter (errors/createErrorReporter.ts) kept. The server logs them.
 */
import { z } from 'zod';
import { defineRoute } from './defineRoute.js';
import { noContent } from './commonSchemas.js';

/** Most items one report may carry (§8: the reporter sends at most 300 items a minute). */
export const maxClientErrorItems = 300;

/** One reported client error. */
export const clientErrorItemSchema = z
  .object({
    message: z.string().max(2000),
    stack: z.string().max(10_000).optional(),
    url: z.string().max(2000).optional(),
    source: z.enum(['web', 'embed']),
    version: z.string().max(100).optional(),
    count: z.number().int().min(1).max(10_000).optional(),
  })
  .meta({
    id: 'ClientError',
    examples: [
      {
        message: "Cannot read properties of undefined (reading 'id')",
        stack: "TypeError: Cannot read properties of undefined (reading 'id')\n    at render (https://app.inkflow.test/assets/index-3f2a.js:1:2345)",
        url: 'https://app.inkflow.test/documents/12',
        source: 'web',
        version: '0.1.0',
        count: 2,
      },
    ],
  });
export type ClientErrorItemWire = z.infer<typeof clientErrorItemSchema>;

/** The body of POST /client_errors: 1 to 300 items. */
export const clientErrorsBodySchema = z.object({ items: z.array(clientErrorItemSchema).min(1).max(maxClientErrorItems) });

/** Every client error route. */
export const clientErrorsContract = [
  defineRoute({
    method: 'POST',
    path: '/client_errors',
    resource: 'client_errors',
    summary: 'Report errors seen in the browser',
    description:
      '§8 Error reporting: the app and the embed post the errors their reporter kept (already scrubbed of `value`, `password`, `password_again`, `password_verification` and 40-character tokens; the server scrubs again and logs each item). No session needed and no anti-forgery header (the embed cannot read cookies in a third-party frame); rate limited per IP.',
    auth: 'none',
    body: clientErrorsBodySchema,
    responses: { 204: noContent },
    errors: [{ status: 429, code: 'TOO_MANY_REQUESTS', when: 'Too many reports from this IP in the current window' }],
  }),
] as const;
