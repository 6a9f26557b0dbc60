/** Base path of the service (spec 000 section 7); its own module, so the web app's entry has it without zod. */
export const API_BASE = '/DataAcquisition-service';

/** Headers the web app sends on every call (spec 000 section 7). */
export const USER_CONTEXT_HEADER = 'x-user-context';
export const IDEMPOTENCY_HEADER = 'idempotency-key';
export const TRACEPARENT_HEADER = 'traceparent';
