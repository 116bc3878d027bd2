/**
 * Routes of issue #5 "Signing" (§7): parties, approve / decline / cancel, sign codes, participant
 * MFA, eID start and callback, and in development mode GET /api/dev/sms.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { parseId } from '../agreements/loadAgreement.js';
import { loadAgreement } from '../agreements/loadAgreement.js';
import { eventActor } from '../http/eventActor.js';
import { requirePosition } from '../http/requestAuth.js';
import { approveAgreement } from '../flow/approveAgreement.js';
import { actingParticipant } from '../flow/actingParticipant.js';
import { cancelAgreement } from '../flow/cancelAgreement.js';
import { declineAgreement } from '../flow/declineAgreement.js';
import { remindParticipant } from '../flow/remindParticipant.js';
import type { FlowContext } from '../flow/FlowContext.js';
import { publishAgreement } from '../agreements/publishAgreement.js';
import { addParticipant } from '../participants/addParticipant.js';
import { disableParticipant } from '../participants/disableParticipant.js';
import { updateParticipant } from '../participants/updateParticipant.js';
import { createParty } from '../participants/createParty.js';
import { disableParty } from '../participants/disableParty.js';
import { revokeParticipantLinks } from '../participants/revokeParticipantLinks.js';
import { updateParty } from '../participants/updateParty.js';
import { requestMfaCode } from '../signing/requestMfaCode.js';
import { requestSignCode } from '../signing/requestSignCode.js';
import { signAgreement } from '../signing/signAgreement.js';
import { validateMfaCode } from '../signing/validateMfaCode.js';
import { completeEidSigning } from '../eid/completeEidSigning.js';
import { startEidSigning } from '../eid/startEidSigning.js';
import type { ServerDeps } from '../ServerDeps.js';

/** The callback URL registered at the eID broker: EID_REDIRECT_URI, else `{PUBLIC_ORIGIN}/api/eid/callback` (never the Host header). */
// Normalised (new URL drops a default port) so the authorization and token requests send the same string.
const eidRedirectUri = (deps: ServerDeps) =>
  new URL(deps.eid?.options.redirectUri ?? `${deps.publicOrigin}/api/eid/callback`).href;

type IdParams = { id?: string; pid?: string; partyId?: string };

const agreementId = (request: FastifyRequest) => parseId((request.params as IdParams).id, 'Invalid agreement Id');
const participantId = (request: FastifyRequest) => parseId((request.params as IdParams).pid, 'Invalid participant Id');
const partyId = (request: FastifyRequest) => parseId((request.params as IdParams).partyId, 'Invalid party Id');

/** The flow context of a request: delivery through the server's mailer and SMS provider. */
export function flowContext(
  request: FastifyRequest,
  deps: ServerDeps,
): FlowContext & { actor: ReturnType<typeof eventActor>; productName: string; rateLimiter: ServerDeps['rateLimiter']; sealJobs: ServerDeps['sealJobs'] } {
  return {
    mailer: deps.mailer,
    sms: deps.sms,
    origin: deps.publicOrigin,
    onDeliveryError: (error) => request.log.error({ err: error }, 'message delivery failed'),
    actor: eventActor(request),
    productName: deps.productName,
    rateLimiter: deps.rateLimiter,
    sealJobs: deps.sealJobs,
  };
}

/** Registers the signing routes on an /api-prefixed instance. */
export function signingRoutes(app: FastifyInstance, deps: ServerDeps): void {
  const { db } = deps;

  app.post('/agreements/:id/parties/', async (request, reply) => {
    const wire = await createParty(db, requirePosition(request), agreementId(request), request.body);
    return reply.status(201).send(wire);
  });
  const putParty = async (request: FastifyRequest) => updateParty(db, requirePosition(request), agreementId(request), partyId(request), request.body);
  app.put('/agreements/:id/parties/:partyId', putParty);
  app.post('/agreements/:id/parties/:partyId', putParty);
  app.post('/agreements/:id/parties/:partyId/disable', async (request) => disableParty(db, requirePosition(request), agreementId(request), partyId(request)));

  app.post('/agreements/:id/approve', async (request) => approveAgreement(db, request, agreementId(request), request.body, flowContext(request, deps)));
  app.post('/agreements/:id/decline', async (request) => declineAgreement(db, request, agreementId(request), request.body, eventActor(request)));
  app.post('/agreements/:id/participants/:pid/remind', async (request) =>
    remindParticipant(db, requirePosition(request), agreementId(request), participantId(request), flowContext(request, deps)),
  );
  app.post('/agreements/:id/participants/:pid/revoke_links', async (request) =>
    revokeParticipantLinks(db, requirePosition(request), agreementId(request), participantId(request), eventActor(request)),
  );
  app.post('/agreements/:id/cancel', async (request) => cancelAgreement(db, requirePosition(request), agreementId(request), request.body, eventActor(request)));
  // §7 POST /agreements/{id}/sign: the caller signs as the participant they are (the seal job is queued, not awaited).
  app.post('/agreements/:id/sign', async (request) => {
    const id = agreementId(request);
    const { participant } = actingParticipant(request, await loadAgreement(db, id));
    return signAgreement(db, request, id, participant.id, request.body, flowContext(request, deps));
  });

  app.post('/agreements/:id/participants/:pid/sign_code', async (request) =>
    requestSignCode(db, request, agreementId(request), participantId(request), request.body, flowContext(request, deps)),
  );
  // The two calls a guest makes before the security code is validated (http/guestMfaGuard.ts).
  app.post('/agreements/:id/participants/:pid/mfa_code_request', { config: { guestBeforeMfa: true } }, async (request) =>
    requestMfaCode(db, request, agreementId(request), participantId(request), request.body, flowContext(request, deps)),
  );
  app.post('/agreements/:id/participants/:pid/mfa_code_validate', { config: { guestBeforeMfa: true } }, async (request) =>
    validateMfaCode(db, request, agreementId(request), participantId(request), request.body, eventActor(request)),
  );

  app.post('/agreements/:id/participants/:pid/eid/start', async (request) =>
    startEidSigning(db, deps.eid, request, agreementId(request), participantId(request), request.body, eidRedirectUri(deps)),
  );
  app.get('/eid/callback', async (request, reply) => {
    const location = await completeEidSigning(db, deps.eid, request, eidRedirectUri(deps), flowContext(request, deps));
    return reply.redirect(location, 303);
  });

  app.post('/agreements/:id/participants/', async (request, reply) => {
    const position = requirePosition(request);
    const wire = await addParticipant(db, position, agreementId(request), request.body);
    return reply.status(201).send(wire);
  });

  app.put('/agreements/:id/participants/:pid', async (request) => {
    const position = requirePosition(request);
    return updateParticipant(db, position, agreementId(request), participantId(request), request.body);
  });

  app.post('/agreements/:id/participants/:pid/disable', async (request) => {
    const position = requirePosition(request);
    return disableParticipant(db, position, agreementId(request), participantId(request));
  });

  app.post('/agreements/:id/publish', async (request) => {
    const position = requirePosition(request);
    return publishAgreement(db, position, agreementId(request), request.body, flowContext(request, deps));
  });

  app.post('/agreements/:id/participants/:pid/sign', async (request) => {
    // A concluding signature queues the seal job in its transaction; the answer does not wait for the seal.
    return signAgreement(db, request, agreementId(request), participantId(request), request.body, flowContext(request, deps));
  });

}
