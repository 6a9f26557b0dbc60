/** Messages of the HTTP error catalogue (spec 000 section 8). */
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

export interface ApiErrorInit {
  url: string;
  /** The status as the server answered it (0 when no answer came). */
  responseStatus: number;
  statusText: string;
  body: unknown;
  correlationId?: string;
}

/** A failed call: carries url, status, status text, body and correlation id (spec 000 section 8). */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly url: string;
  /** The catalogue status: the server's status, or 500 for a status outside the catalogue (see responseStatus). */
  readonly status: number;
  /** The status the server really answered (e.g. 409 or 422 where status says 500). */
  readonly responseStatus: number;
  readonly statusText: string;
  readonly body: unknown;
  readonly correlationId?: string;
  /** problem+json title and detail, when the server sent them. */
  readonly title?: string;
  readonly detail?: string;
  /** problem+json field errors: path -> messages. */
  readonly fieldErrors: Record<string, string[]>;

  constructor(init: ApiErrorInit) {
    const entry = catalogueEntry(init.responseStatus);
    super(entry.message);
    this.url = init.url;
    this.status = entry.status;
    this.responseStatus = init.responseStatus;
    this.statusText = init.statusText;
    this.body = init.body;
    const problem = isRecord(init.body) ? init.body : {};
    this.title = typeof problem.title === 'string' ? problem.title : undefined;
    this.detail = typeof problem.detail === 'string' ? problem.detail : undefined;
    this.fieldErrors = isRecord(problem.errors) ? (problem.errors as Record<string, string[]>) : {};
    this.correlationId =
      init.correlationId ?? (typeof problem.correlationId === 'string' ? problem.correlationId : undefined);
  }

  /** The most helpful text for a user: the server's detail when present, else the catalogue message. */
  get userMessage(): string {
    return this.detail ?? this.title ?? this.message;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
