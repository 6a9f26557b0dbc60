import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { titleOfStatus } from './app-error';
import { HANDLER_DETAIL } from './error-handler';

/** The status and detail of a request Node's HTTP parser refused before Fastify saw it. */
function problemOf(code: string | undefined): { status: number; detail: string } {
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') return { status: 408, detail: HANDLER_DETAIL.timeout };
  if (code === 'HPE_HEADER_OVERFLOW') return { status: 431, detail: HANDLER_DETAIL.tooLarge };
  return { status: 400, detail: HANDLER_DETAIL.unreadable };
}

/**
 * Fastify's `clientErrorHandler`: a request the HTTP parser refuses (malformed request line or headers, headers too
 * large, a client too slow) is answered problem+json like every other error, then the connection is closed.
 */
export function clientErrorHandler(this: FastifyInstance, error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const { status, detail } = problemOf(error.code);
  this.log.debug({ err: error }, 'client error before routing');
  if (socket.writable) {
    const body = JSON.stringify({ type: 'about:blank', title: titleOfStatus(status), status, detail, code: error.code });
    socket.write(
      `HTTP/1.1 ${status} ${titleOfStatus(status)}\r\nConnection: close\r\nContent-Type: application/problem+json\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}
