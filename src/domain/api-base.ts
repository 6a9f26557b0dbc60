/** Base path of the service (spec 000 section 7); its own module, so the web app's entry has it without zod. */
export const API_BASE = '/DataAcquisition-service';

/** Headers the web app sends on every call (spec 000 section 7). */
export const USER_CONTEXT_HEADER = 'x-user-context';
export const IDEMPOTENCY_HEADER = 'idempotency-key';
export const TRACEPARENT_HEADER = 'traceparent';

/**
 * A cookie that says only that a tab of this browser holds a session (no token, no name): the service then sends the
 * app's page with the first screen's files preloaded (index.signed-in.html). Set and cleared with the token.
 */
export const SIGNED_IN_HINT_COOKIE = 'meldesystem-signed-in';
