import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ApiEnvelope, FieldError, LanguageCode } from '@freight/contracts';
import { headerLanguage } from './language';
import { pgViolationResponse } from '../db/errors';
import { mapValidationErrors } from './validation';
import { isTextRef, renderText, type Message } from '../texts';
import { PROTOCOL } from '../texts/protocol';
import { SHARED_TEXTS } from '../texts/shared';

/**
 * The response envelope `{ status, message, data?, errors? }` and the one error handler of the server.
 * Handlers return `ok(message, data)`; failures are thrown as `HttpError` (or any error carrying a 4xx
 * `statusCode`) and become `{ status: false, message, errors? }`. A 5xx never shows its internals.
 */

/**
 * A success envelope. `message` is a text by id (rendered by the envelope hook in the caller's language before the
 * answer is serialized); a plain string is sent as it is.
 */
export function ok<T>(message: Message, data: T): ApiEnvelope<T> & { status: true; data: T };
export function ok(message: Message): ApiEnvelope<never> & { status: true };
export function ok<T>(message: Message, data?: T) {
  // The reference is typed as the string it becomes: the hook renders it before the response schema serializes it.
  const text = message as string;
  return data === undefined ? { status: true as const, message: text } : { status: true as const, message: text, data };
}

/** A failure envelope that still carries data (a health check's state): its message rendered like `ok`'s. */
export function failed<T>(message: Message, data: T): ApiEnvelope<T> & { status: false; data: T } {
  return { status: false as const, message: message as string, data };
}

/** A field's error whose text is by id (a plain string is sent as it is). */
export type FieldFailure = { field: string; message: Message };

/**
 * An error with a status and a message that is safe to show the caller: a text by id (`text`), rendered in the
 * caller's language; `message` is its English (logs, tests).
 */
export class HttpError extends Error {
  override name = 'HttpError';
  readonly text: Message;
  readonly errors?: FieldError[];
  constructor(
    readonly statusCode: number,
    message: Message,
    errors?: FieldFailure[],
  ) {
    super(isTextRef(message) ? renderText(message, 'en') : message);
    this.text = message;
    // Typed as the strings they become (the envelope hook renders the references).
    if (errors) this.errors = errors as FieldError[];
  }
}

export const badRequest = (errors: FieldFailure[], message: Message = PROTOCOL.invalidRequest()) => new HttpError(400, message, errors);
export const unauthorized = (message: Message) => new HttpError(401, message);
export const forbidden = (message: Message = PROTOCOL.forbidden()) => new HttpError(403, message);
export const notFound = (message: Message) => new HttpError(404, message);

const failure = (message: Message, errors?: ReadonlyArray<FieldFailure>): ApiEnvelope =>
  (errors && errors.length > 0 ? { status: false, message, errors } : { status: false, message }) as ApiEnvelope;

/** Fastify's own client errors whose default text is not meant for end users. */
const CLIENT_ERROR_TEXT: Record<string, () => { message: Message; errors?: FieldFailure[] }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: () => ({ message: PROTOCOL.invalidRequest(), errors: [{ field: 'body', message: PROTOCOL.malformedJson() }] }),
  FST_ERR_CTP_EMPTY_JSON_BODY: () => ({ message: PROTOCOL.invalidRequest(), errors: [{ field: 'body', message: PROTOCOL.required() }] }),
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: () => ({ message: PROTOCOL.invalidRequest(), errors: [{ field: 'body', message: PROTOCOL.invalidContentLength() }] }),
  FST_ERR_CTP_BODY_TOO_LARGE: () => ({ message: PROTOCOL.bodyTooLarge() }),
  FST_ERR_CTP_INVALID_MEDIA_TYPE: () => ({ message: PROTOCOL.unsupportedMediaType() }),
};

/**
 * Fastify's `frameworkErrors` option: errors raised while routing, before any route (and its error handler) is
 * reached. A path that is not valid percent-encoding, or whose parameter exceeds the router's limit
 * (`maxParamLength`, 100 characters), is bad input like any other: 400 with the part named.
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  // No route, so no hooks: rendered here.
  const send = (code: number, body: ApiEnvelope) => void reply.code(code).send(renderEnvelope(body, headerLanguage(request)));
  if (error.code === 'FST_ERR_BAD_URL') {
    send(400, failure(PROTOCOL.invalidRequest(), [{ field: 'params', message: PROTOCOL.malformedUrl() }]));
    return;
  }
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    send(400, failure(PROTOCOL.invalidRequest(), [{ field: 'params', message: PROTOCOL.tooLong() }]));
    return;
  }
  request.log.error({ err: error }, 'routing failed');
  send(500, failure(PROTOCOL.internal()));
}

interface Envelope {
  status: boolean;
  message: unknown;
  errors?: Array<{ field: string; message: unknown }>;
}

const isEnvelope = (payload: unknown): payload is Envelope =>
  typeof payload === 'object' && payload !== null && typeof (payload as Envelope).status === 'boolean';
const hasTextRef = (payload: unknown): payload is Envelope =>
  isEnvelope(payload) && (isTextRef(payload.message) || (Array.isArray(payload.errors) && payload.errors.some((error) => isTextRef(error?.message))));

const textIn = (message: unknown, language: LanguageCode): unknown => (isTextRef(message) ? renderText(message, language) : message);

/**
 * A copy of the envelope with its `message` and `errors[].message` references rendered in `language` (the caller's,
 * the `language` header: spec section 7). The handler's object may be shared: never changed.
 */
export function renderEnvelope<T>(payload: T, language: LanguageCode): T {
  if (!hasTextRef(payload)) return payload;
  const rendered: Envelope = { ...payload, message: textIn(payload.message, language) };
  if (Array.isArray(payload.errors)) {
    rendered.errors = payload.errors.map((error) => (error && typeof error === 'object' ? { ...error, message: textIn(error.message, language) } : error));
  }
  return rendered as T;
}

export function registerEnvelope(app: FastifyInstance): void {
  // Every envelope, the error handler's included, leaves in the caller's language. Registered on the root instance
  // before the routes; callback style, not async: no promise per answer on the hot path.
  app.addHook('preSerialization', (request, _reply, payload: unknown, done) => done(null, renderEnvelope(payload, headerLanguage(request))));
  app.setErrorHandler((error: FastifyError | HttpError | Error, request, reply) => {
    const fastifyError = error as FastifyError;

    if (fastifyError.validation) {
      return reply.code(400).send(failure(PROTOCOL.invalidRequest(), mapValidationErrors(fastifyError.validation, fastifyError.validationContext)));
    }
    if (error instanceof HttpError) {
      return reply.code(error.statusCode).send(failure(error.text, error.errors));
    }

    // The database refused a write (a duplicate, a missing reference): the caller's problem, not a 500.
    const violation = pgViolationResponse(error);
    if (violation) {
      request.log.warn({ err: error }, 'constraint violation');
      return reply.code(violation.statusCode).send(failure(SHARED_TEXTS.database[violation.violation]()));
    }

    const statusCode = typeof fastifyError.statusCode === 'number' ? fastifyError.statusCode : 500;
    if (statusCode < 400 || statusCode >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply.code(500).send(failure(PROTOCOL.internal()));
    }

    const known = fastifyError.code ? CLIENT_ERROR_TEXT[fastifyError.code]?.() : undefined;
    if (known) return reply.code(statusCode).send(failure(known.message, known.errors));
    // The JSON parser reports a syntax error as a plain SyntaxError with statusCode 400.
    if (error instanceof SyntaxError && statusCode === 400) {
      return reply.code(400).send(failure(PROTOCOL.invalidRequest(), [{ field: 'body', message: PROTOCOL.malformedJson() }]));
    }
    // Other 4xx come from Fastify or its plugins (e.g. rate limit) with texts fit for the caller.
    return reply.code(statusCode).send(failure(error.message || PROTOCOL.invalidRequest()));
  });

  app.setNotFoundHandler((_request, reply) => reply.code(404).send(failure(PROTOCOL.routeNotFound())));
}
