import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import compress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { API_BASE } from '../../../domain/contract';
import { securityHeadersFor } from '../../http/security-headers';
import { cacheControlOf, isServicePath } from './cache-control';
import { inlineScriptHashes } from './inline-scripts';

function fileOf(root: string, url: string): string | undefined {
  let pathname: string;
  try {
    pathname = decodeURIComponent(url.split('?')[0]);
  } catch {
    return undefined;
  }
  const full = path.resolve(root, `.${pathname}`);
  if (!full.startsWith(root + path.sep)) return undefined;
  try {
    return statSync(full).isFile() ? path.relative(root, full).split(path.sep).join('/') : undefined;
  } catch {
    return undefined;
  }
}

const acceptsHtml = (request: FastifyRequest) => (request.headers.accept ?? '').includes('text/html');

/**
 * Serves the built web app (config.webDir) when it exists: files with their cache headers, compressed
 * (gzip/br) for text types, and index.html for any other GET that accepts HTML outside the service's paths.
 */
export async function registerWebApp(app: FastifyInstance): Promise<void> {
  const dir = app.config.webDir;
  if (!dir || !existsSync(path.join(dir, 'index.html'))) return;
  const root = path.resolve(dir);
  // The app's page runs its own inline script (the signed-in tab's preloads): the CSP allows it by its hash.
  const hashes = inlineScriptHashes(readFileSync(path.join(root, 'index.html'), 'utf8'));
  const securityHeaders = securityHeadersFor(app.config, hashes);
  await app.register(async (scope) => {
    await scope.register(compress, { threshold: 1024, encodings: ['br', 'gzip'] });
    // The build's .br and .gz copies (scripts/build/precompress.ts) go out as they are; other files are compressed here.
    await scope.register(fastifyStatic, { root, serve: false, cacheControl: false, index: false, preCompressed: true });
    const send = (reply: FastifyReply, file: string) => reply.header('cache-control', cacheControlOf(file)).sendFile(file);
    scope.get('/*', { config: { securityHeaders } }, (request, reply) => {
      const file = fileOf(root, request.url);
      if (file) return send(reply, file);
      if (isServicePath(request.url, API_BASE) || !acceptsHtml(request)) return reply.callNotFound();
      return send(reply, 'index.html');
    });
  });
}
