import type { FastifyInstance } from 'fastify';

export interface RegisteredRoute {
  method: string;
  /** Fastify's path, e.g. `/api/listings/:id`. */
  path: string;
}

/**
 * Every route an app serves, read back from Fastify's own route tree (`printRoutes`), so the
 * list does not depend on anything the code under test reports about itself. Each line of the
 * tree is `<indent>├── <segment> (<METHODS>)`, four columns per level; a segment continues its
 * parent's path (`/api/user` → `-listings` is `/api/user-listings`).
 */
export function listRegisteredRoutes(app: FastifyInstance): RegisteredRoute[] {
  const routes: RegisteredRoute[] = [];
  const prefixes: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const marker = line.indexOf('── ');
    if (marker === -1) continue;
    const depth = (marker + 3) / 4 - 1;
    const match = /^(\S+)(?: \(([^)]+)\))?/.exec(line.slice(marker + 3));
    if (!match) continue;
    const path = (prefixes[depth - 1] ?? '') + match[1];
    prefixes[depth] = path;
    prefixes.length = depth + 1;
    for (const method of match[2]?.split(', ') ?? []) routes.push({ method, path });
  }
  return routes;
}
