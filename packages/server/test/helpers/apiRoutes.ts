/** The routes a server has registered under /api, read from Fastify's own route tree. */
import type { FastifyInstance } from 'fastify';

/** One method and path pattern, e.g. `{ method: 'PUT', path: '/api/agreements/:id' }`. */
export interface ApiRoute {
  method: string;
  path: string;
}

/**
 * Every method + path under /api (HEAD left out: Fastify adds it beside each GET). Reads
 * `app.printRoutes({ commonPrefix: false })`: a tree whose lines are `├── <segment> (METHODS)`,
 * indented 4 characters per level, where a node's path is its parent's path plus its segment.
 */
export function apiRoutes(app: FastifyInstance): ApiRoute[] {
  const stack: string[] = [];
  const routes: ApiRoute[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^((?:[│ ] {3})*)[├└]── (\S+)(?: \(([^)]*)\))?$/.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    stack.length = depth;
    const path = (stack[depth - 1] ?? '') + match[2]!;
    stack.push(path);
    if (!path.startsWith('/api/') || !match[3]) continue;
    for (const method of match[3].split(', ')) if (method !== 'HEAD') routes.push({ method, path });
  }
  return routes;
}
