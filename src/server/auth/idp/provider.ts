import { eq } from 'drizzle-orm';
import Provider, { type Configuration, type KoaContextWithOIDC } from 'oidc-provider';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/index';
import { scriptHash } from '../../http/security-headers';
import { errorPage, escapeHtml, idpText, page } from './pages';
import { PostgresOidcAdapter, sharedSigningKey } from './postgres-adapter';

export const IDP_PATH = '/idp';
export const embeddedIssuer = (config: AppConfig) => `${config.publicUrl}${IDP_PATH}`;

/** The public URL and, for a local one, its localhost / 127.0.0.1 twin (browsers and tests use either). */
export function localVariants(publicUrl: string): string[] {
  const url = new URL(publicUrl);
  const twin = { localhost: '127.0.0.1', '127.0.0.1': 'localhost' }[url.hostname];
  if (!twin) return [publicUrl];
  url.hostname = twin;
  return [publicUrl, url.href.replace(/\/$/, '')];
}

const LOGOUT_SCRIPT = `document.forms['op.logoutForm'].insertAdjacentHTML('beforeend','<input type="hidden" name="logout" value="yes">');document.forms['op.logoutForm'].submit()`;
/** The CSP source of the logout page's one inline script (the pages are allowed no other). */
export const LOGOUT_SCRIPT_HASH = scriptHash(LOGOUT_SCRIPT);

/** Auto-submits the provider's sign-out form: the user already chose to log out in the app. */
function logoutSource(ctx: KoaContextWithOIDC, form: string) {
  ctx.body = page(
    idpText.logoutTitle,
    `<h1>${idpText.logoutText}</h1>${form}<button type="submit" form="op.logoutForm" name="logout" value="yes">${idpText.logoutButton}</button>
<script>${LOGOUT_SCRIPT}</script>`,
  );
}

/** The embedded development identity provider (oidc-provider), for local use and tests only. */
export async function createEmbeddedProvider(config: AppConfig, db: Db): Promise<Provider> {
  // State and signing key in the database: any instance continues a sign-in that another began.
  const signingKey = await sharedSigningKey(db);
  const configuration: Configuration = {
    adapter: PostgresOidcAdapter.factory(db),
    clients: [
      {
        client_id: config.oidcClientId,
        client_secret: config.oidcClientSecret,
        redirect_uris: localVariants(config.publicUrl).map((base) => `${base}/callback`),
        post_logout_redirect_uris: localVariants(config.publicUrl).map((base) => `${base}/logout`),
        response_types: ['code'],
        grant_types: ['authorization_code'],
        id_token_signed_response_alg: 'ES256',
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    jwks: { keys: [signingKey] },
    cookies: { keys: config.cookieKeys },
    pkce: { required: () => true },
    scopes: ['openid', 'profile'],
    claims: { openid: ['sub'], profile: ['name', 'given_name', 'family_name', 'preferred_username'] },
    features: {
      devInteractions: { enabled: false },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource,
        postLogoutSuccessSource: (ctx) => {
          ctx.body = page(idpText.logoutTitle, `<p>${escapeHtml(idpText.signedOutText)}</p>`);
        },
      },
    },
    interactions: { url: (_ctx, interaction) => `${IDP_PATH}/interaction/${interaction.uid}` },
    /** Our own client is first party: consent is granted without asking. */
    loadExistingGrant: async (ctx) => {
      const grantId =
        ctx.oidc.result?.consent?.grantId ?? (ctx.oidc.client ? ctx.oidc.session?.grantIdFor(ctx.oidc.client.clientId) : undefined);
      if (grantId) return ctx.oidc.provider.Grant.find(grantId);
      if (!ctx.oidc.client || !ctx.oidc.session?.accountId || ctx.oidc.client.clientId !== config.oidcClientId) return undefined;
      const grant = new ctx.oidc.provider.Grant({ clientId: ctx.oidc.client.clientId, accountId: ctx.oidc.session.accountId });
      grant.addOIDCScope('openid profile');
      await grant.save();
      return grant;
    },
    findAccount: async (_ctx, id) => {
      const [user] = await db.select().from(users).where(eq(users.id, id));
      if (!user || !user.isActive) return undefined;
      return {
        accountId: user.id,
        claims: () => ({
          sub: user.id,
          name: `${user.firstName} ${user.lastName}`.trim(),
          given_name: user.firstName,
          family_name: user.lastName,
          preferred_username: user.username ?? undefined,
        }),
      };
    },
    renderError: (ctx, out) => {
      ctx.type = 'html';
      ctx.body = errorPage(String(out.error_description ?? out.error));
    },
    ttl: { Session: 8 * 3600, Interaction: 3600, Grant: 8 * 3600, AccessToken: 600, IdToken: 600, AuthorizationCode: 60 },
  };
  const provider = new Provider(embeddedIssuer(config), configuration);
  // X-Forwarded-* only from a configured proxy (TRUST_PROXY); the mount keeps the Host header to the public URL.
  provider.proxy = config.trustProxy !== undefined && config.trustProxy !== false;
  return provider;
}
