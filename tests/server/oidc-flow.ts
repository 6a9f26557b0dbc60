import { createServer } from 'node:net';
import * as client from 'openid-client';

/** A free TCP port on 127.0.0.1 (the service must know its public URL before it listens). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** A minimal browser: follows nothing by itself, keeps cookies by name. */
export class Browser {
  private readonly cookies = new Map<string, string>();

  async fetch(url: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    if (this.cookies.size) headers.set('cookie', [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; '));
    const response = await fetch(url, { ...init, headers, redirect: 'manual' });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(';');
      const eq = pair.indexOf('=');
      const value = pair.slice(eq + 1);
      if (value === '' || /expires=Thu, 01 Jan 1970/i.test(cookie)) this.cookies.delete(pair.slice(0, eq));
      else this.cookies.set(pair.slice(0, eq), value);
    }
    return response;
  }

  /** Follows redirects until one leaves the base URL's /idp, answering the last location. */
  async follow(base: string, response: Response): Promise<Response | string> {
    let current = response;
    for (let i = 0; i < 10 && current.status >= 300 && current.status < 400; i++) {
      const location = new URL(current.headers.get('location')!, base).href;
      if (!location.startsWith(`${base}/idp`)) return location;
      current = await this.fetch(location);
    }
    return current;
  }
}

export interface AuthorizeRequest {
  url: string;
  state: string;
  nonce: string;
  codeVerifier: string;
}

export async function authorizeRequest(base: string, clientId: string, method: 'S256' | 'plain' = 'S256'): Promise<AuthorizeRequest> {
  const codeVerifier = client.randomPKCECodeVerifier();
  const state = client.randomState();
  const nonce = client.randomNonce();
  const challenge = method === 'S256' ? await client.calculatePKCECodeChallenge(codeVerifier) : codeVerifier;
  const url = new URL(`${base}/idp/auth`);
  url.search = new URLSearchParams({
    client_id: clientId,
    redirect_uri: `${base}/callback`,
    response_type: 'code',
    scope: 'openid profile',
    state,
    nonce,
    code_challenge: challenge,
    code_challenge_method: method,
  }).toString();
  return { url: url.href, state, nonce, codeVerifier };
}

/** Authorize -> login page -> form post -> (consent granted) -> the callback URL with the code. */
export async function signInAtProvider(browser: Browser, base: string, request: AuthorizeRequest, username: string, password: string) {
  const toLogin = await browser.follow(base, await browser.fetch(request.url));
  if (typeof toLogin === 'string') throw new Error(`unexpected redirect to ${toLogin}`);
  const page = await toLogin.text();
  const action = /action="([^"]+)"/.exec(page)?.[1];
  if (!action) throw new Error(`no login form: ${toLogin.status} ${page.slice(0, 300)}`);
  const posted = await browser.fetch(new URL(action.replace(/&#47;/g, '/'), base).href, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ username, password }).toString(),
  });
  // Refused (401 wrong username or password, 403 no access, 429 too many failures): the login page again, with the reason.
  if (posted.status === 401 || posted.status === 403 || posted.status === 429) return { loginPage: await posted.text(), status: posted.status };
  const callback = await browser.follow(base, posted);
  if (typeof callback !== 'string') throw new Error(`no callback: ${callback.status} ${await callback.text()}`);
  return { callback: new URL(callback) };
}
