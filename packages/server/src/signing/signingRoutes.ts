/**
 * Signing routes (§7, §5 signing rules; core contract/signingContract.ts): sign, the SMS sign
 * code, and participant MFA.
 */
import { apiContract } from '@inkflow/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { flowContextOf } from '../flow/flowContextOf.js';
import { actorOf } from '../http/actor.js';
import { routeOptions } from '../http/routeOptions.js';
import type { ServerDeps } from '../ServerDeps.js';
import { requestMfaCode } from './requestMfaCode.js';
import { requestSignCode } from './requestSignCode.js';
import { signAgreement } from './signAgreement.js';
import { validateMfaCode } from './validateMfaCode.js';
import { agreementChanged, publishAfter } from '../push/publishAfter.js';

/** Registers the signing routes on an /api-prefixed instance. */
export function signingRoutes(app: FastifyInstance, deps: ServerDeps): void {
  const { db } = deps;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const signing = (log: FastifyInstance['log']) => ({ ...flowContextOf(deps, log), sealJobs: deps.sealJobs });
  // A concluding signature queues the seal job in its transaction; the answer does not wait for the seal.
  api.route({
    ...routeOptions(apiContract['POST /agreements/:id/sign']),
    handler: async (request) => publishAfter(deps.push, request.params.id, agreementChanged('signed'), signAgreement(db, actorOf(request), request.params.id, undefined, request.body, signing(request.log))),
  });
  api.route({
    ...routeOptions(apiContract['POST /agreements/:id/participants/:pid/sign']),
    handler: async (request) =>
      publishAfter(deps.push, request.params.id, agreementChanged('signed'), signAgreement(db, actorOf(request), request.params.id, request.params.pid, request.body, signing(request.log))),
  });
  api.route({
    ...routeOptions(apiContract['POST /agreements/:id/participants/:pid/sign_code']),
    handler: async (request) =>
      requestSignCode(db, actorOf(request), request.params.id, request.params.pid, request.body, { ...flowContextOf(deps, request.log), productName: deps.productName }),
  });
  // The two calls a guest makes before the security code is validated (http/guestMfaGuard.ts).
  api.route({
    ...routeOptions(apiContract['POST /agreements/:id/participants/:pid/mfa_code_request']),
    config: { guestBeforeMfa: true },
    handler: async (request) =>
      requestMfaCode(db, actorOf(request), request.params.id, request.params.pid, { ...flowContextOf(deps, request.log), productName: deps.productName }),
  });
  api.route({
    ...routeOptions(apiContract['POST /agreements/:id/participants/:pid/mfa_code_validate']),
    config: { guestBeforeMfa: true },
    handler: async (request) => validateMfaCode(db, actorOf(request), request.params.id, request.params.pid, request.body),
  });
}
