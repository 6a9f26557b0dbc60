import type { IncomingMessage, ServerResponse } from 'node:http';
// oidc-provider's own AsyncLocalStorage (Provider.ctx reads it); it has no public way to switch it off.
import providerContext from 'oidc-provider/lib/helpers/als.js';

let requestsUnderWay = 0;

/**
 * Runs one request of the embedded identity provider. The provider keeps each request's context in an
 * AsyncLocalStorage; on Node 20 that turns on promise hooks for the whole process once it has run, so every later
 * call of the service paid for them (a tenth of a cheap call's CPU). It is switched off again when none of the
 * provider's requests is under way; the provider's next request switches it on (AsyncLocalStorage.run does).
 */
export function runProviderRequest(
  callback: (req: IncomingMessage, res: ServerResponse) => void,
  req: IncomingMessage,
  res: ServerResponse,
): void {
  requestsUnderWay++;
  res.once('close', () => {
    if (--requestsUnderWay === 0) providerContext.disable();
  });
  callback(req, res);
}
