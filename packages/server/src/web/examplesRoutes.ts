/**
 * Serves examples/ (outside production, docs/foundation-contract.md): under /examples/ on the
 * main server and at / on the second, cross-origin examples port. In .html files
 * `%INKFLOW_ORIGIN%` becomes the Inkflow origin, so the partner page loads the loader from the
 * real server whichever port it runs on.
 */
import { readFile, stat } from 'node:fs/promises';
import { join, resolve, sep } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { contentType } from './contentType.js';

/** Options: the examples directory, the URL prefix ('/examples/' or '/'), and the Inkflow origin for a request. */
export interface ExamplesOptions {
  dir: string;
  prefix: string;
  inkflowOrigin: (request: FastifyRequest) => string;
}

/**
 * An example with a build step (examples/react-host, Vite) is served from its `dist/` once built:
 * `react-host/x` maps to `react-host/dist/x` when `react-host/dist/index.html` exists.
 */
async function builtExample(root: string, relative: string): Promise<string> {
  const [top, ...rest] = relative.split('/');
  if (!top || top === '..' || top === '.') return relative;
  const built = await stat(join(root, top, 'dist', 'index.html')).catch(() => undefined);
  return built?.isFile() ? join(top, 'dist', ...rest) : relative;
}

/** Registers GET `${prefix}*`. Paths are resolved inside `dir` only; directories serve index.html. */
export function examplesRoutes(app: FastifyInstance, options: ExamplesOptions): void {
  const root = resolve(options.dir);
  app.get(`${options.prefix}*`, async (request: FastifyRequest, reply: FastifyReply) => {
    const wildcard = (request.params as { '*': string })['*'] ?? '';
    let relative: string;
    try {
      relative = decodeURIComponent(wildcard);
    } catch {
      return reply.callNotFound();
    }
    let file = resolve(join(root, await builtExample(root, relative)));
    if (file !== root && !file.startsWith(root + sep)) return reply.callNotFound();
    const info = await stat(file).catch(() => undefined);
    if (info?.isDirectory()) {
      // Relative links in an index page need the trailing slash.
      if (!request.url.split('?')[0]!.endsWith('/')) return reply.redirect(`${request.url.split('?')[0]}/`);
      file = join(file, 'index.html');
    }
    const body = await readFile(file).catch(() => undefined);
    if (!body) return reply.callNotFound();
    reply.header('Content-Type', contentType(file)).header('Cache-Control', 'no-cache');
    if (file.endsWith('.html')) return reply.send(body.toString('utf8').replaceAll('%INKFLOW_ORIGIN%', options.inkflowOrigin(request)));
    return reply.send(body);
  });
}
