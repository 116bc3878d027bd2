/**
 * The embed's URLs (docs/foundation-contract.md): the HTML shell of
 * /embed/documents/:id/at/:guestToken, the bundle under /embed/assets/, and /embed/loader.js.
 */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/**
 * Parent pages allowed to frame the embed until per-account allowlists arrive (issue #2):
 * http://localhost and http://127.0.0.1 on any port.
 */
export const embedFrameAncestors = "frame-ancestors 'self' http://localhost:* http://127.0.0.1:*";

const shell = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<title>Inkflow</title>
<link rel="stylesheet" href="/embed/assets/embed.css">
</head>
<body>
<div id="inkflow-embed"></div>
<script type="module" src="/embed/assets/embed.js"></script>
</body>
</html>
`;

/** Registers the embed routes. `embedDist` and `loaderDist` are the rollup outputs. */
export async function embedRoutes(app: FastifyInstance, options: { embedDist: string; loaderDist: string }): Promise<void> {
  // The page URL holds the guest token: no-referrer keeps it from leaking to anything the page loads.
  app.get('/embed/documents/:id/at/:guestToken', async (_request, reply) =>
    reply
      .header('Content-Type', 'text/html; charset=utf-8')
      .header('Content-Security-Policy', embedFrameAncestors)
      .header('Referrer-Policy', 'no-referrer')
      .header('Cache-Control', 'no-store')
      .send(shell),
  );

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
