import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type Provider from 'oidc-provider';
import { users } from '../../db/schema/index';
import { verifyPassword } from '../password';
import { LoginThrottle } from './login-throttle';
import { errorPage, loginPage, type LoginRefusal } from './pages';
import { securityHeadersFor } from '../../http/security-headers';
import { IDP_PATH, LOGOUT_SCRIPT_HASH, localVariants } from './provider';
import { runProviderRequest } from './provider-context';

function html(reply: FastifyReply, body: string, status = 200) {
  return reply.code(status).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(body);
}

/**
 * The user signing in, or why not. A deactivated user learns that access is missing only after giving the right
 * password, so the page tells nobody else which usernames exist.
 */
async function checkLogin(app: FastifyInstance, username: string, password: string): Promise<{ userId: string } | { refused: LoginRefusal }> {
  const [user] = await app.db
    .select({ id: users.id, passwordHash: users.passwordHash, isActive: users.isActive })
    .from(users)
    .where(eq(users.username, username.trim().toLowerCase()));
  // One scrypt whether the user exists or not: the answer's time tells nobody which usernames exist.
  const matches = await verifyPassword(password, user?.passwordHash);
  if (!user || !matches) return { refused: 'wrongCredentials' };
  return user.isActive ? { userId: user.id } : { refused: 'noAccess' };
}

/** The login interaction: our own Norwegian page, checked against the users table, failures throttled. */
async function registerInteractions(app: FastifyInstance, provider: Provider) {
  const throttle = new LoginThrottle(app.db);
  app.decorate('loginThrottle', throttle);
  const showDemoUsers = !app.config.inProduction;
  const details = async (request: FastifyRequest<{ Params: { uid: string } }>, reply: FastifyReply) => {
    try {
      return await provider.interactionDetails(request.raw, reply.raw);
    } catch (error) {
      html(reply, errorPage((error as Error).message), 400);
      return undefined;
    }
  };
  app.get<{ Params: { uid: string } }>(`${IDP_PATH}/interaction/:uid`, async (request, reply) => {
    const interaction = await details(request, reply);
    if (!interaction) return reply;
    return html(reply, loginPage({ action: `${IDP_PATH}/interaction/${interaction.uid}/login`, showDemoUsers }));
  });
  app.register(async (scope) => {
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) =>
      done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );
    scope.post<{ Params: { uid: string }; Body: Record<string, string> }>(
      `${IDP_PATH}/interaction/:uid/login`,
      async (request, reply) => {
        const interaction = await details(request, reply);
        if (!interaction) return reply;
        const username = String(request.body?.username ?? '');
        const action = `${IDP_PATH}/interaction/${interaction.uid}/login`;
        const waitMs = await throttle.waitMs(username, request.ip);
        if (waitMs > 0) {
          const minutes = Math.max(1, Math.ceil(waitMs / 60_000));
          reply.header('retry-after', String(Math.ceil(waitMs / 1000)));
          return html(reply, loginPage({ action, username, error: 'throttled', minutes, showDemoUsers }), 429);
        }
        const checked = await checkLogin(app, username, String(request.body?.password ?? ''));
        if ('refused' in checked) {
          if (checked.refused === 'wrongCredentials') await throttle.fail(username, request.ip);
          const page = loginPage({ action, username, error: checked.refused, showDemoUsers });
          return html(reply, page, checked.refused === 'noAccess' ? 403 : 401);
        }
        await throttle.succeed(username);
        const login = { accountId: checked.userId };
        const url = await provider.interactionResult(request.raw, reply.raw, { login }, { mergeWithLastSubmission: false });
        return reply.redirect(url, 303);
      },
    );
  });
}

/**
 * Mounts the provider under /idp through Fastify: the raw request and response go to the provider's
 * Koa callback (with the mount prefix stripped, as Express would), so it works with listen and inject.
 */
export async function mountEmbeddedProvider(app: FastifyInstance, provider: Provider): Promise<void> {
  const callback = provider.callback();
  await registerInteractions(app, provider);
  // Without a trusted proxy, a foreign Host header must not become the host the provider names (discovery, redirects).
  const ownHostnames = new Set(localVariants(app.config.publicUrl).map((url) => new URL(url).hostname));
  const publicHost = new URL(app.config.publicUrl).host;
  const ownHost = (host: string | undefined) => {
    try {
      return !!host && ownHostnames.has(new URL(`http://${host}`).hostname);
    } catch {
      return false;
    }
  };
  await app.register(async (scope) => {
    // The provider reads request bodies itself.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_req, _payload, done) => done(null));
    const handler = (request: FastifyRequest, reply: FastifyReply) => {
      reply.hijack();
      const req = request.raw as typeof request.raw & { originalUrl?: string };
      req.originalUrl = req.url;
      if (!provider.proxy && !ownHost(req.headers.host)) req.headers.host = publicHost;
      // '/idp?x' leaves '?x': the provider's router needs a path that starts with '/'.
      const rest = req.url!.slice(IDP_PATH.length);
      req.url = rest.startsWith('/') ? rest : `/${rest}`;
      runProviderRequest(callback, req, reply.raw);
    };
    // The provider's own pages (the logout page) run one inline script, allowed by its hash.
    const securityHeaders = securityHeadersFor(app.config, [LOGOUT_SCRIPT_HASH]);
    scope.all(IDP_PATH, { config: { securityHeaders } }, handler);
    scope.all(`${IDP_PATH}/*`, { config: { securityHeaders } }, handler);
  });
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Failed sign-ins of the embedded identity provider (only when it runs). */
    loginThrottle?: LoginThrottle;
  }
}
