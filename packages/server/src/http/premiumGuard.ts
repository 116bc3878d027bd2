/**
 * Premium calls (§1: the 14-day trial gives premium features; afterwards basic features such as
 * e-signing and uploading PDFs stay free), in one place.
 *
 * The route contract marks the premium calls (RouteDefinition.premium: templates, workspace
 * creation, member invites, roles, SSO and embedding settings, signing links, the notes and
 * reminder extensions, …). Before such a call runs for a signed-in position, this hook loads the
 * position's account and answers 403 2002 "Your free trial has expired" (with the contact-sales
 * text) when it has no premium — the free plan, or a trial that ended (core hasPremium) — and 403
 * 2001 when it is locked. Every other call, contracts, PDF upload, sending and e-signing among
 * them, never reaches the check. A route added later with `premium` in its contract is covered
 * without touching its handler.
 */
import { apiContract, type RouteDefinition } from '@inkflow/core';
import type { FastifyRequest } from 'fastify';
import { requirePremium } from '../accounts/accountState.js';
import type { Db } from '../db/openDatabase.js';

/** The `premium` marks of the contract, by `METHOD /api/path` as Fastify names the route. */
const premiumRoutes = new Map<string, NonNullable<RouteDefinition['premium']>>(
  Object.values(apiContract as Record<string, RouteDefinition>)
    .filter((route) => route.premium !== undefined)
    .map((route) => [`${route.method} /api${route.path}`, route.premium!]),
);

/**
 * The preHandler hook (after validation, so a conditional mark sees the parsed body). Callers
 * without a session, or with a guest token, pass through: the route itself answers them 401 or
 * 403 (99).
 */
export function premiumGuard(db: Db) {
  return async (request: FastifyRequest): Promise<void> => {
    const premium = premiumRoutes.get(`${request.method} ${request.routeOptions.url}`);
    if (!premium) return;
    const { session, guestTokenGiven } = request.auth ?? {};
    if (!session || guestTokenGiven) return;
    if (premium !== true && !premium(request.body)) return;
    await requirePremium(db, session.accountId);
  };
}
