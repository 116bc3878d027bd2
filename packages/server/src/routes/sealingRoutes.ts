/**
 * Sealing calls (issue #5): GET /agreements/{id}/sealed_pdf and
 * POST /agreements/{id}/participants/{pid}/send_concluded_copy.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { parseId } from '../agreements/loadAgreement.js';
import { eventActor } from '../http/eventActor.js';
import { getSealedPdf } from '../sealing/getSealedPdf.js';
import { sendConcludedCopy } from '../sealing/sendConcludedCopy.js';
import type { ServerDeps } from '../ServerDeps.js';

type IdParams = { id?: string; pid?: string };
const agreementId = (request: FastifyRequest) => parseId((request.params as IdParams).id, 'Invalid agreement Id');
const participantId = (request: FastifyRequest) => parseId((request.params as IdParams).pid, 'Invalid participant Id');

/** Registers the sealing routes on an /api-prefixed instance. */
export function sealingRoutes(app: FastifyInstance, deps: ServerDeps): void {
  app.get('/agreements/:id/sealed_pdf', async (request, reply) => {
    const pdf = await getSealedPdf(deps, request, agreementId(request), eventActor(request));
    return reply
      .header('Content-Type', 'application/pdf')
      .header('Content-Disposition', `attachment; filename="${pdf.filename}"`)
      .header('X-Content-Type-Options', 'nosniff')
      .header('Digest', `sha-256=${Buffer.from(pdf.sha256, 'hex').toString('base64')}`)
      .send(pdf.bytes);
  });

  app.post('/agreements/:id/participants/:pid/send_concluded_copy', async (request) =>
    sendConcludedCopy(deps, request, agreementId(request), participantId(request), {
      actor: eventActor(request),
      onDeliveryError: (error) => request.log.error({ err: error }, 'email delivery failed'),
    }),
  );
}
