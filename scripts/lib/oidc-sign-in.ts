// Signs a user in over HTTP the way a browser does: authorization code + PKCE (S256) against the service's identity
// provider, its login form, then GET /Auth/token and POST /UserContext. Used by the benchmarks.
import { createHash, randomBytes } from 'node:crypto';

const b64url = (buf: Buffer) => buf.toString('base64url');

class CookieJar {
  private cookies = new Map<string, string>();
  store(res: Response) {
    for (const header of res.headers.getSetCookie()) {
      const [pair] = header.split(';');
      const eq = pair.indexOf('=');
      this.cookies.set(pair.slice(0, eq).trim(), pair.slice(eq + 1).trim());
    }
  }
  header(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }
}

function fillLoginForm(html: string, base: string, username: string, password: string) {
  const form = /<form[^>]*action="([^"]*)"[^>]*>([\s\S]*?)<\/form>/i.exec(html);
  if (!form) throw new Error('no login form in the identity provider answer');
  const fields = new URLSearchParams();
  for (const input of form[2].matchAll(/<input[^>]*>/gi)) {
    const name = /name="([^"]+)"/.exec(input[0])?.[1];
    if (!name) continue;
    const value = /value="([^"]*)"/.exec(input[0])?.[1] ?? '';
    if (/pass/i.test(name)) fields.set(name, password);
    else if (/user|login/i.test(name)) fields.set(name, username);
    else fields.set(name, value.replace(/&amp;/g, '&'));
  }
  return { action: new URL(form[1].replace(/&amp;/g, '&'), base).toString(), body: fields };
}

/** The code flow over HTTP up to the service's access token (GET /Auth/token), without choosing a user context. */
export async function accessTokenOverHttp(serviceUrl: string, username: string, password: string): Promise<string> {
  const api = `${serviceUrl}/DataAcquisition-service`;
  const config = (await (await fetch(`${api}/Auth/config`)).json()) as { authority: string; clientId: string; scope: string };
  const discovery = (await (await fetch(`${config.authority}/.well-known/openid-configuration`)).json()) as {
    authorization_endpoint: string;
  };
  const verifier = b64url(randomBytes(32));
  const challenge = b64url(createHash('sha256').update(verifier).digest());
  const state = b64url(randomBytes(16));
  const nonce = b64url(randomBytes(16));
  const redirectUri = `${serviceUrl}/callback`;
  const authorize = new URL(discovery.authorization_endpoint);
  for (const [k, v] of Object.entries({
    client_id: config.clientId,
    redirect_uri: redirectUri,
    response_type: 'code',
    scope: config.scope,
    state,
    nonce,
    code_challenge: challenge,
    code_challenge_method: 'S256',
  }))
    authorize.searchParams.set(k, v);

  const jar = new CookieJar();
  let next: { url: string; init?: RequestInit } | undefined = { url: authorize.toString() };
  let code: string | null = null;
  for (let hop = 0; hop < 20 && next && !code; hop++) {
    const res: Response = await fetch(next.url, {
      ...next.init,
      redirect: 'manual',
      headers: { ...(next.init?.headers as Record<string, string>), cookie: jar.header() },
    });
    jar.store(res);
    const location = res.headers.get('location');
    if (location) {
      const target: URL = new URL(location, next.url);
      if (target.toString().startsWith(redirectUri)) {
        if (target.searchParams.get('state') !== state) throw new Error('state mismatch');
        code = target.searchParams.get('code');
        if (!code) throw new Error(`sign-in failed: ${target.searchParams.get('error_description') ?? target.search}`);
      }
      next = { url: target.toString() };
      continue;
    }
    const html = await res.text();
    if (!res.ok) throw new Error(`identity provider answered ${res.status}: ${html.slice(0, 200)}`);
    const form = fillLoginForm(html, next.url, username, password);
    next = {
      url: form.action,
      init: { method: 'POST', body: form.body, headers: { 'content-type': 'application/x-www-form-urlencoded' } },
    };
  }
  if (!code) throw new Error('no authorization code');

  const tokenUrl = new URL(`${api}/Auth/token`);
  tokenUrl.search = new URLSearchParams({ code, codeVerifier: verifier, nonce, redirectUri }).toString();
  const tokenRes = await fetch(tokenUrl);
  if (!tokenRes.ok) throw new Error(`GET /Auth/token answered ${tokenRes.status}: ${await tokenRes.text()}`);
  const { accessToken } = (await tokenRes.json()) as { accessToken: string };
  return accessToken;
}

export async function signInOverHttp(
  serviceUrl: string,
  username: string,
  password: string,
  context?: { organizationId: number; roleId: string },
): Promise<Record<string, string>> {
  const api = `${serviceUrl}/DataAcquisition-service`;
  const authorization = `Bearer ${await accessTokenOverHttp(serviceUrl, username, password)}`;

  let chosen = context;
  if (!chosen) {
    const options = (await (await fetch(`${api}/UserContext/options`, { headers: { authorization } })).json()) as {
      organizations: Array<{ id: number; roles: Array<{ id: string }> }>;
    };
    const first = options.organizations[0];
    if (!first) return { authorization };
    chosen = { organizationId: first.id, roleId: first.roles[0].id };
  }
  const ctxRes = await fetch(`${api}/UserContext`, {
    method: 'POST',
    headers: { authorization, 'content-type': 'application/json' },
    body: JSON.stringify(chosen),
  });
  if (!ctxRes.ok) throw new Error(`POST /UserContext answered ${ctxRes.status}: ${await ctxRes.text()}`);
  const { userContextToken } = (await ctxRes.json()) as { userContextToken: string };
  return { authorization, 'x-user-context': userContextToken };
}
