/** Session storage keys (spec 000 section 9): the token, the user context, the contact-user-checked flag, the original URL. */
export const SESSION_KEYS = {
  token: 'meldesystem.token',
  userContext: 'meldesystem.userContext',
  contactUserChecked: 'meldesystem.contactUserChecked',
  originalUrl: 'meldesystem.originalUrl',
} as const;

/** The tab's sessionStorage, or undefined where it cannot be used (blocked storage throws on access). */
export function sessionStore(): Storage | undefined {
  try {
    return globalThis.sessionStorage;
  } catch {
    return undefined;
  }
}
