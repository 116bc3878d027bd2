/** Message routes (§7, issue #5 minimal): POST /agreements/{id}/messages/, PUT /agreements/{id}/messages/{mid}. */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { parseId } from '../agreements/loadAgreement.js';
import type { Db } from '../db/openDatabase.js';
import { postMessage } from './postMessage.js';
import { updateMessage } from './updateMessage.js';

type Params = { id?: string; mid?: string };
const agreementId = (request: FastifyRequest) => parseId((request.params as Params).id, 'Invalid agreement Id');
const messageId = (request: FastifyRequest) => parseId((request.params as Params).mid, 'Invalid message Id');

/** Registers the message routes on an /api-prefixed instance. */
export function messageRoutes(app: FastifyInstance, db: Db): void {
  app.post('/agreements/:id/messages/', async (request, reply) => reply.status(201).send(await postMessage(db, request, agreementId(request), request.body)));
  const put = async (request: FastifyRequest) => updateMessage(db, request, agreementId(request), messageId(request), request.body);
  app.put('/agreements/:id/messages/:mid', put);
  app.post('/agreements/:id/messages/:mid', put);
}
