import type { FastifyInstance } from 'fastify';

export interface RegisteredRoute {
  method: string;
  url: string;
}

/**
 * Every route the app registered (HEAD twins left out), read from Fastify's route tree so a test
 * that walks them covers routes added later without being told about them. Each tree line is
 * indented four columns per level and holds the path segment added to its parent's.
 */
export function registeredRoutes(app: FastifyInstance): RegisteredRoute[] {
  const routes: RegisteredRoute[] = [];
  const prefixes: string[] = [''];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const level = line.search(/[^│├└─\s]/) / 4;
    const match = line.slice(level * 4).match(/^(\S+)(?: \(([A-Z, ]+)\))?$/);
    if (level < 1 || !match?.[1]) continue;
    const url = (prefixes[level - 1] ?? '') + match[1];
    prefixes[level] = url;
    for (const method of match[2]?.split(', ') ?? []) {
      if (method !== 'HEAD') routes.push({ method, url });
    }
  }
  return routes;
}
