/**
 * The browser app (web/dist) at `/`. Files are served as built; any other GET
 * that wants HTML gets index.html so the client router can take it. API
 * prefixes never fall through to the app: they keep their JSON 404s.
 */
import { existsSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';

/** web/dist next to the package root, from both src/server/routes (tsx) and dist/server/routes (built). */
export const defaultWebDist = fileURLToPath(new URL('../../../web/dist', import.meta.url));

const apiPrefixes = ['/chat', '/api', '/docs', '/health'];

function isApiPath(pathname: string): boolean {
  return apiPrefixes.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}

function wantsHtml(request: FastifyRequest): boolean {
  return (request.headers.accept ?? '').includes('text/html');
}

/** The built file a path names, or null (also for anything that tries to leave the folder). */
async function builtFile(root: string, pathname: string): Promise<string | null> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return null;
  }
  if (decoded.includes('\0')) return null;
  const relative = path.normalize(decoded).replace(/^[/\\]+/, '');
  const absolute = path.join(root, relative);
  if (!relative || !absolute.startsWith(root + path.sep)) return null;
  const info = await stat(absolute).catch(() => null);
  return info?.isFile() ? relative : null;
}

export function webRoutes(root: string = defaultWebDist): FastifyPluginAsync {
  return async (app) => {
    if (!existsSync(path.join(root, 'index.html'))) {
      app.log.warn(`web app not built (${root} missing): run \`npm run build\` or \`npx vite build --config web/vite.config.ts\` to serve it at /`);
      return;
    }
    await app.register(fastifyStatic, { root, serve: false });

    app.get('/*', { schema: { hide: true } }, async (request, reply) => {
      const pathname = request.url.split('?')[0] ?? '/';
      if (isApiPath(pathname)) return reply.callNotFound();
      const file = await builtFile(root, pathname);
      if (file) {
        // Vite puts a content hash in every asset name, so those never change.
        const immutable = file.startsWith(`assets${path.sep}`);
        return reply.sendFile(file, immutable ? { maxAge: '365d', immutable: true } : { maxAge: 0 });
      }
      // A missing file (a name with an extension) is a 404, not a page of the app.
      const looksLikeFile = /\.[^/]+$/.test(pathname);
      if (looksLikeFile || (pathname !== '/' && !wantsHtml(request))) return reply.callNotFound();
      return reply.header('Cache-Control', 'no-cache').sendFile('index.html', { maxAge: 0, cacheControl: false });
    });
  };
}
