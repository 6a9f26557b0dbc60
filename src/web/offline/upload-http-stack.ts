import { DefaultHttpStack, type HttpRequest, type HttpResponse, type HttpStack } from 'tus-js-client';

/** Answers of a HEAD that say the upload is gone for good: only then may a new upload start at byte 0. */
const GONE = new Set([404, 410]);

/**
 * tus-js-client 4.3.1 takes any failed HEAD (the call asking how much of a file the service holds) for a lost
 * upload and starts a new one at byte 0 (its issues 579 and 895; issue 25: a 20 MB file went up three times through
 * a link answering 503 now and then). This stack reports such a HEAD as 423 'locked' instead, which tus-js-client
 * retries (onShouldRetry), and the outbox after it: the upload continues from the offset the next HEAD gives.
 * Only 404 and 410 (the service no longer has it) let it start over; 401 and 403 are kept as they are.
 */
export function headGuardingStack(inner: HttpStack = new DefaultHttpStack({})): HttpStack {
  return {
    getName: () => `HeadGuarding(${inner.getName()})`,
    createRequest(method: string, url: string): HttpRequest {
      const request = inner.createRequest(method, url);
      if (method !== 'HEAD') return request;
      return {
        getMethod: () => request.getMethod(),
        getURL: () => request.getURL(),
        setHeader: (header, value) => request.setHeader(header, value),
        getHeader: (header) => request.getHeader(header),
        setProgressHandler: (handler) => request.setProgressHandler(handler),
        abort: () => request.abort(),
        getUnderlyingObject: () => request.getUnderlyingObject(),
        async send(body: unknown): Promise<HttpResponse> {
          const response = await request.send(body);
          const status = response.getStatus();
          if ((status >= 200 && status < 300) || GONE.has(status) || status === 401 || status === 403) return response;
          return { ...bound(response), getStatus: () => 423 };
        },
      };
    },
  };
}

function bound(response: HttpResponse): HttpResponse {
  return {
    getStatus: () => response.getStatus(),
    getHeader: (header) => response.getHeader(header),
    getBody: () => response.getBody(),
    getUnderlyingObject: () => response.getUnderlyingObject(),
  };
}
