/**
 * The app (packages/app/dist): static files, and index.html for every other GET outside /api
 * and /embed (the SPA's client-side routes), `/` included: index.html always goes through
 * spaFallback, so the page carries what the server writes into it (supportMeta.ts). Without a
 * build, those answer 503 "Run npm run build".
 */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** Registers the app's static files (when built). */
export async function appStatic(app: FastifyInstance, appDist: string): Promise<void> {
  if (!existsSync(appDist)) return;
  // The static plugin would answer the root directory itself (403 without an index file).
  app.get('/', (request, reply) => spaFallback(appDist, request, reply));
  const hashedAssets = join(appDist, 'assets') + sep;
  await app.register(fastifyStatic, {
    root: appDist,
    prefix: '/',
    decorateReply: false,
    // index.html only through spaFallback (the not-found handler), never as a raw file.
    index: false,
    allowedPath: (pathName) => pathName !== '/index.html',
    cacheControl: false,
    setHeaders: (reply, path) => {
      // Vite content-hashes everything under assets/, so those may be cached forever.
      reply.header('Cache-Control', path.startsWith(hashedAssets) ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
}

/** Answers a GET the router did not match with the SPA's index.html (or 503 when not built). */
export async function spaFallback(appDist: string, _request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> {
  const html = await readFile(join(appDist, 'index.html'), 'utf8').catch(() => undefined);
  if (html === undefined) return reply.status(503).header('Content-Type', 'text/plain; charset=utf-8').send('Run npm run build');
  return reply.header('Content-Type', 'text/html; charset=utf-8').header('Cache-Control', 'no-cache').send(html);
}
