import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ApiEnvelope, FieldError } from '@freight/contracts';
import { registerServerTranslations, translateEnvelope } from '../i18n/translate';
import { headerLanguage } from './language';
import { pgViolationResponse } from '../db/errors';
import { mapValidationErrors } from './validation';

/**
 * The response envelope `{ status, message, data?, errors? }` and the one error handler of the server.
 * Handlers return `ok(message, data)`; failures are thrown as `HttpError` (or any error carrying a 4xx
 * `statusCode`) and become `{ status: false, message, errors? }`. A 5xx never shows its internals.
 */

export const MESSAGES = {
  invalidRequest: 'Invalid request',
  forbidden: 'You do not have permission to access this resource',
  routeNotFound: 'Route not found',
  internal: 'Internal server error',
} as const;

export function ok<T>(message: string, data: T): ApiEnvelope<T> & { status: true; data: T };
export function ok(message: string): ApiEnvelope<never> & { status: true };
export function ok<T>(message: string, data?: T) {
  return data === undefined ? { status: true as const, message } : { status: true as const, message, data };
}

/** An error with a status and a message that is safe to show the caller. */
export class HttpError extends Error {
  override name = 'HttpError';
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: FieldError[],
  ) {
    super(message);
  }
}

export const badRequest = (errors: FieldError[], message: string = MESSAGES.invalidRequest) =>
  new HttpError(400, message, errors);
export const unauthorized = (message: string) => new HttpError(401, message);
export const forbidden = (message: string = MESSAGES.forbidden) => new HttpError(403, message);
export const notFound = (message: string) => new HttpError(404, message);

const failure = (message: string, errors?: FieldError[]): ApiEnvelope =>
  errors && errors.length > 0 ? { status: false, message, errors } : { status: false, message };

/** Fastify's own client errors whose default text is not meant for end users. */
const CLIENT_ERROR_TEXT: Record<string, { message: string; errors?: FieldError[] }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { message: MESSAGES.invalidRequest, errors: [{ field: 'body', message: 'Malformed JSON' }] },
  FST_ERR_CTP_EMPTY_JSON_BODY: { message: MESSAGES.invalidRequest, errors: [{ field: 'body', message: 'Required' }] },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { message: MESSAGES.invalidRequest, errors: [{ field: 'body', message: 'Invalid content length' }] },
  FST_ERR_CTP_BODY_TOO_LARGE: { message: 'Request body is too large' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { message: 'Unsupported content type: send application/json' },
};

/**
 * Fastify's `frameworkErrors` option: errors raised while routing, before any route (and its error handler) is
 * reached. A path that is not valid percent-encoding, or whose parameter exceeds the router's limit
 * (`maxParamLength`, 100 characters), is bad input like any other: 400 with the part named.
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  // No route, so no hooks: translated here (i18n/translate.ts).
  const send = (code: number, body: ApiEnvelope) => void reply.code(code).send(translateEnvelope(body, headerLanguage(request)));
  if (error.code === 'FST_ERR_BAD_URL') {
    send(400, failure(MESSAGES.invalidRequest, [{ field: 'params', message: 'Malformed URL' }]));
    return;
  }
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    send(400, failure(MESSAGES.invalidRequest, [{ field: 'params', message: 'Too Long!' }]));
    return;
  }
  request.log.error({ err: error }, 'routing failed');
  send(500, failure(MESSAGES.internal));
}

export function registerEnvelope(app: FastifyInstance): void {
  // Every envelope, the error handler's included, leaves in the caller's language (i18n/translate.ts).
  registerServerTranslations(app);
  app.setErrorHandler((error: FastifyError | HttpError | Error, request, reply) => {
    const fastifyError = error as FastifyError;

    if (fastifyError.validation) {
      return reply
        .code(400)
        .send(failure(MESSAGES.invalidRequest, mapValidationErrors(fastifyError.validation, fastifyError.validationContext)));
    }
    if (error instanceof HttpError) {
      return reply.code(error.statusCode).send(failure(error.message, error.errors));
    }

    // The database refused a write (a duplicate, a missing reference): the caller's problem, not a 500.
    const violation = pgViolationResponse(error);
    if (violation) {
      request.log.warn({ err: error }, 'constraint violation');
      return reply.code(violation.statusCode).send(failure(violation.message));
    }

    const statusCode = typeof fastifyError.statusCode === 'number' ? fastifyError.statusCode : 500;
    if (statusCode < 400 || statusCode >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply.code(500).send(failure(MESSAGES.internal));
    }

    const known = fastifyError.code ? CLIENT_ERROR_TEXT[fastifyError.code] : undefined;
    if (known) return reply.code(statusCode).send(failure(known.message, known.errors));
    // The JSON parser reports a syntax error as a plain SyntaxError with statusCode 400.
    if (error instanceof SyntaxError && statusCode === 400) {
      return reply.code(400).send(failure(MESSAGES.invalidRequest, [{ field: 'body', message: 'Malformed JSON' }]));
    }
    // Other 4xx come from Fastify or its plugins (e.g. rate limit) with texts fit for the caller.
    return reply.code(statusCode).send(failure(error.message || MESSAGES.invalidRequest));
  });

  app.setNotFoundHandler((_request, reply) => reply.code(404).send(failure(MESSAGES.routeNotFound)));
}
