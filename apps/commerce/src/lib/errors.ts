import type { ApiError, ErrorResponse } from '../contract';
import { SPECIAL_ERROR_CODE } from '../contract';

/** An error with its HTTP status and the one error shape of the contract. */
export class HttpError extends Error {
  constructor(
    readonly status: 400 | 404 | 405 | 413 | 422 | 500 | 503,
    readonly errors: ApiError[],
  ) {
    super(errors[0]?.message ?? 'error');
  }
}

export const notFound = (message: string, field?: string): HttpError =>
  new HttpError(404, [{ code: 'NOT_FOUND', message, ...(field ? { field } : {}) }]);

export const badRequest = (message: string, field?: string): HttpError =>
  new HttpError(400, [{ code: 'INVALID_PARAMETER', message, ...(field ? { field } : {}) }]);

export const errorBody = (errors: ApiError[]): ErrorResponse => ({ errors });

/** The answer for anything unexpected: the spec's special error code, no detail, no stack. */
export const internalErrorBody = (): ErrorResponse =>
  errorBody([{ code: SPECIAL_ERROR_CODE, message: 'Error interno del servicio' }]);
