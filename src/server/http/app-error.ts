/** The one application error of the service; mapped to problem+json by the error handler. */
export const APP_ERROR_STATUS = {
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNPROCESSABLE: 422,
  TOO_MANY_REQUESTS: 429,
  BAD_GATEWAY: 502,
  UNAVAILABLE: 503,
} as const;
export type AppErrorCode = keyof typeof APP_ERROR_STATUS;

const TITLES: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  408: 'Request Timeout',
  409: 'Conflict',
  413: 'Payload Too Large',
  414: 'URI Too Long',
  415: 'Unsupported Media Type',
  431: 'Request Header Fields Too Large',
  422: 'Unprocessable Content',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
};

export function titleOfStatus(status: number): string {
  return TITLES[status] ?? 'Error';
}

/** Extra problem members, e.g. values a detail key interpolates ('{{npdIdLicence}}'). */
export type ProblemExtra = Record<string, string | number | boolean>;

/**
 * `message` becomes the problem's `detail`: a message key of locales/nb ('problems:...', 'draft-rules:...'),
 * not English text, so the web app can show it in Norwegian (tests/web/problem-keys.test.ts checks each one).
 */
export class AppError extends Error {
  readonly status: number;
  constructor(
    readonly code: AppErrorCode,
    message: string,
    readonly fieldErrors?: Record<string, string[]>,
    readonly extra?: ProblemExtra,
  ) {
    super(message);
    this.name = 'AppError';
    this.status = APP_ERROR_STATUS[code];
  }
}

export const badRequest = (message: string, fieldErrors?: Record<string, string[]>, extra?: ProblemExtra) =>
  new AppError('BAD_REQUEST', message, fieldErrors, extra);
export const notFound = (message = 'problems:notFound.generic', extra?: ProblemExtra) =>
  new AppError('NOT_FOUND', message, undefined, extra);
export const forbidden = (message = 'problems:forbidden.generic', extra?: ProblemExtra) =>
  new AppError('FORBIDDEN', message, undefined, extra);
export const unauthorized = (message = 'problems:auth.unauthorized') => new AppError('UNAUTHORIZED', message);
export const conflict = (message: string, extra?: ProblemExtra) => new AppError('CONFLICT', message, undefined, extra);
