import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import compress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { API_BASE } from '../../../domain/contract';
import { SIGNED_IN_HINT_COOKIE } from '../../../domain/api-base';
import { cacheControlOf, isServicePath } from './cache-control';

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

const HINT = new RegExp(`(?:^|;)\\s*${SIGNED_IN_HINT_COOKIE}=1\\s*(?:;|$)`);
/** A tab of this browser holds a session (the web app's hint cookie; it carries nothing else). */
const hasSignedInHint = (request: FastifyRequest) => HINT.test(request.headers.cookie ?? '');

/**
 * Serves the built web app (config.webDir) when it exists: files with their cache headers, compressed
 * (gzip/br) for text types, and index.html for any other GET that accepts HTML outside the service's paths.
 */
export async function registerWebApp(app: FastifyInstance): Promise<void> {
  const dir = app.config.webDir;
  if (!dir || !existsSync(path.join(dir, 'index.html'))) return;
  const root = path.resolve(dir);
  // The page with the first screen's files preloaded, for a browser with a signed-in tab (scripts/build/preload-when-signed-in.ts).
  const signedInPage = existsSync(path.join(root, 'index.signed-in.html')) ? 'index.signed-in.html' : 'index.html';
  await app.register(async (scope) => {
    await scope.register(compress, { threshold: 1024, encodings: ['br', 'gzip'] });
    // The build's .br and .gz copies (scripts/build/precompress.ts) go out as they are; other files are compressed here.
    await scope.register(fastifyStatic, { root, serve: false, cacheControl: false, index: false, preCompressed: true });
    const send = (reply: FastifyReply, file: string) => reply.header('cache-control', cacheControlOf(file)).sendFile(file);
    scope.get('/*', (request, reply) => {
      const file = fileOf(root, request.url);
      if (file) return send(reply, file);
      if (isServicePath(request.url, API_BASE) || !acceptsHtml(request)) return reply.callNotFound();
      reply.header('vary', 'cookie');
      return send(reply, hasSignedInHint(request) ? signedInPage : 'index.html');
    });
  });
}
