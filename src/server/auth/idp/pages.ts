import nb from '../../../../locales/nb/idp.json' with { type: 'json' };
import { DEMO_PASSWORD, DEMO_USERS } from '../../db/seed/demo-users';

export const idpText = nb;

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, key: string) => escapeHtml(values[key] ?? ''));

const STYLE =
  'body{font-family:system-ui,sans-serif;background:#f5f5f5;margin:0;padding:40px 16px}main{max-width:380px;margin:0 auto;background:#fff;padding:24px 32px;border-radius:8px;box-shadow:0 2px 6px rgba(0,0,0,.15)}h1{font-size:1.4em}label{display:block;margin:12px 0 4px}input{width:100%;box-sizing:border-box;padding:8px;font-size:1em}button{margin-top:16px;width:100%;padding:10px;font-size:1em;background:#0f6cbd;color:#fff;border:0;border-radius:4px;cursor:pointer}.error{color:#b10e1c;font-weight:600}code{background:#eee;padding:0 4px}ul{padding-left:20px}footer{max-width:380px;margin:16px auto 0;text-align:center}footer a{color:#0f548c}';

export function page(title: string, body: string): string {
  return `<!DOCTYPE html><html lang="nb"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><link rel="icon" href="/icons/icon.svg" type="image/svg+xml"><title>${escapeHtml(title)}</title><style>${STYLE}</style></head><body><main>${body}</main><footer><a href="/tilgjengelighet">${escapeHtml(nb.accessibilityStatement)}</a></footer></body></html>`;
}

/**
 * Why a sign-in was refused: a wrong username or password, or the right password of a user without access (an
 * administrator deleted, that is deactivated, the user; spec 000 section 8 'Ikke tilgang').
 */
export type LoginRefusal = 'wrongCredentials' | 'noAccess' | 'throttled';

export interface LoginPageOptions {
  action: string;
  username?: string;
  error?: LoginRefusal;
  /** For 'throttled': whole minutes until a new attempt is taken. */
  minutes?: number;
  showDemoUsers: boolean;
}

function refusal(error: LoginRefusal | undefined, minutes = 1): string {
  if (error === 'throttled') return `<p class="error" role="alert">${fill(nb.throttled, { minutes: String(minutes) })}</p>`;
  if (error === 'wrongCredentials') return `<p class="error" role="alert">${nb.wrongCredentials}</p>`;
  if (error === 'noAccess') return `<div role="alert"><p class="error">${nb.noAccessTitle}</p><p>${nb.noAccess}</p></div>`;
  return '';
}

/** The embedded provider's login page (Norwegian, username and password). */
export function loginPage({ action, username = '', error, minutes, showDemoUsers }: LoginPageOptions): string {
  const demo = showDemoUsers
    ? `<h2>${nb.demoHeading}</h2><p>${fill(nb.demoPassword, { password: DEMO_PASSWORD })}</p><ul>${DEMO_USERS.map(
        (u) => `<li><code>${escapeHtml(u.username)}</code> – ${escapeHtml(`${u.firstName} ${u.lastName}`)}</li>`,
      ).join('')}</ul>`
    : '';
  return page(
    nb.title,
    `<h1>${nb.heading}</h1><p>${nb.intro}</p>${refusal(error, minutes)}
<form method="post" action="${escapeHtml(action)}" autocomplete="off">
<label for="username">${nb.username}</label><input id="username" name="username" required autofocus value="${escapeHtml(username)}">
<label for="password">${nb.password}</label><input id="password" name="password" type="password" required>
<button type="submit">${nb.submit}</button></form>${demo}`,
  );
}

export const errorPage = (message: string) => page(nb.errorTitle, `<h1>${nb.errorTitle}</h1><p>${fill(nb.errorText, { message })}</p>`);
