/**
 * The embed's URLs (docs/foundation-contract.md): the HTML pages of
 * /embed/documents/:id/at/:guestToken and its template variant (issue #6, embed/embedPageRoutes.ts:
 * the account's frame policy), the bundle under /embed/assets/, and /embed/loader.js.
 */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/openDatabase.js';
import { embedPageRoutes } from '../embed/embedPageRoutes.js';

/** Registers the embed routes. `embedDist` and `loaderDist` are the rollup outputs; `db` and `production` decide the frame policy. */
export async function embedRoutes(
  app: FastifyInstance,
  options: { embedDist: string; loaderDist: string; db: Db; production: boolean },
): Promise<void> {
  embedPageRoutes(app, options);

  app.get('/embed/loader.js', async (_request, reply) => {
    const body = await readFile(join(options.loaderDist, 'loader.js')).catch(() => undefined);
    if (!body) return reply.callNotFound();
    // Integrators paste one fixed URL, so it cannot be content-hashed: keep the cache short.
    return reply
      .header('Content-Type', 'text/javascript; charset=utf-8')
      .header('Cache-Control', 'public, max-age=300')
      .header('Access-Control-Allow-Origin', '*')
      .send(body);
  });

  if (existsSync(options.embedDist)) {
    await app.register(fastifyStatic, { root: options.embedDist, prefix: '/embed/assets/', decorateReply: false, cacheControl: true, maxAge: 300_000 });
  }
}
