/** Messages of the HTTP error catalogue (spec 000 section 8): the message an ApiError carries. */
export const HTTP_ERROR_MESSAGES: Readonly<Record<number, string>> = {
  0: 'API Offline',
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
};
export const GENERIC_ERROR_MESSAGE = 'Generic Error';

/** The catalogue's message and status for an HTTP status: any status not in the catalogue is 'Generic Error', treated as 500. */
export function catalogueEntry(status: number): { message: string; status: number } {
  const message = HTTP_ERROR_MESSAGES[status];
  return message ? { message, status } : { message: GENERIC_ERROR_MESSAGE, status: 500 };
}

/**
 * The key of the catalogue message a user sees, in Norwegian (locales/nb/problems.json "http"): the same entries,
 * with 'problems:http.generic' for 'Generic Error'. The English catalogue message stays the error's `message`.
 */
export function catalogueTextKey(responseStatus: number): string {
  return HTTP_ERROR_MESSAGES[responseStatus] !== undefined ? `problems:http.${responseStatus}` : 'problems:http.generic';
}
