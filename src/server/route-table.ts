/**
 * Every route the app registers, with its schema, recorded as it is added. Tests
 * walk this table (admin auth, fuzzing, headers) so routes that other areas add
 * later are covered without touching those tests.
 */
import type { FastifyInstance, FastifySchema } from 'fastify';

export interface RouteEntry {
  method: string;
  /** Full path with its prefix, e.g. /api/admin/cases/:id. */
  url: string;
  schema?: FastifySchema & { hide?: boolean };
}

const tables = new WeakMap<FastifyInstance, RouteEntry[]>();

/** Starts recording; call before any route is registered. */
export function recordRoutes(app: FastifyInstance): void {
  const entries: RouteEntry[] = [];
  tables.set(app, entries);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) entries.push({ method, url: route.url, schema: route.schema as RouteEntry['schema'] });
  });
}

export function routeTableOf(app: FastifyInstance): readonly RouteEntry[] {
  const entries = tables.get(app);
  if (!entries) throw new Error('routes were not recorded: buildApp calls recordRoutes first');
  return entries;
}
