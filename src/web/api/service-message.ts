import { isApiError } from './api-error';

/**
 * All the service said about a failed call, in Norwegian (spec 002 s8 'toast with the server's message'): its
 * message, then each refused field ('Grunnlag: Feltet må fylles ut.'), so a 400 is never only 'Noen av
 * opplysningene er ugyldige.'. Anything that is not an ApiError gives its own message.
 */
export function serviceMessage(error: unknown): string {
  if (!isApiError(error)) return String((error as Error)?.message ?? error);
  const fields = error.fieldMessages.filter((line) => line !== error.userMessage);
  return [error.userMessage, ...fields].join(' ');
}
