/** The one application error of the service; mapped to problem+json by the error handler. */
export const APP_ERROR_STATUS = {
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNPROCESSABLE: 422,
  BAD_GATEWAY: 502,
  UNAVAILABLE: 503,
} as const;
export type AppErrorCode = keyof typeof APP_ERROR_STATUS;

const TITLES: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  413: 'Payload Too Large',
  422: 'Unprocessable Content',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
};

export function titleOfStatus(status: number): string {
  return TITLES[status] ?? 'Error';
}

export class AppError extends Error {
  readonly status: number;
  constructor(
    readonly code: AppErrorCode,
    message: string,
    readonly fieldErrors?: Record<string, string[]>,
  ) {
    super(message);
    this.name = 'AppError';
    this.status = APP_ERROR_STATUS[code];
  }
}

export const badRequest = (message: string, fieldErrors?: Record<string, string[]>) =>
  new AppError('BAD_REQUEST', message, fieldErrors);
export const notFound = (message = 'Not found') => new AppError('NOT_FOUND', message);
export const forbidden = (message = 'Forbidden') => new AppError('FORBIDDEN', message);
export const unauthorized = (message = 'Unauthorized') => new AppError('UNAUTHORIZED', message);
export const conflict = (message: string) => new AppError('CONFLICT', message);
