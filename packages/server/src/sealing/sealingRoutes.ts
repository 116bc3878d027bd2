/**
 * Sealing routes (core contract/sealingContract.ts): GET /agreements/{id}/sealed_pdf and
 * POST /agreements/{id}/participants/{pid}/send_concluded_copy.
 */
import { apiContract } from '@inkflow/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { actorOf } from '../http/actor.js';
import { routeOptions } from '../http/routeOptions.js';
import type { ServerDeps } from '../ServerDeps.js';
import { getSealedPdf } from './getSealedPdf.js';
import { sendConcludedCopy } from './sendConcludedCopy.js';

/** Registers the sealing routes on an /api-prefixed instance. */
export function sealingRoutes(app: FastifyInstance, deps: ServerDeps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.route({
    ...routeOptions(apiContract['GET /agreements/:id/sealed_pdf']),
    handler: async (request, reply) => {
      const pdf = await getSealedPdf(deps, actorOf(request), request.params.id);
      // A Buffer is written as is: Fastify hands only non-binary payloads to the route's
      // serializer, so the documented 200 schema (sealedPdfSchema) never touches the bytes.
      return reply
        .header('Content-Type', 'application/pdf')
        .header('Content-Disposition', `attachment; filename="${pdf.filename}"`)
        .header('X-Content-Type-Options', 'nosniff')
        .header('Digest', `sha-256=${Buffer.from(pdf.sha256, 'hex').toString('base64')}`)
        .send(pdf.bytes);
    },
  });
  api.route({
    ...routeOptions(apiContract['POST /agreements/:id/participants/:pid/send_concluded_copy']),
    handler: async (request) =>
      sendConcludedCopy(deps, actorOf(request), request.params.id, request.params.pid, {
        onDeliveryError: (error) => request.log.error({ err: error }, 'email delivery failed'),
      }),
  });
}
