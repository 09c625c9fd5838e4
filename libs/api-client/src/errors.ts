import type { ApiEnvelope } from '@freight/contracts';

/**
 * Why a call failed, so callers branch on a kind instead of matching message strings:
 * - offline: HTTP 504 (the API is down behind the gateway)
 * - session: the token expired or is invalid; the session has been ended
 * - input / denied / notFound / server: HTTP 400 / 401-403 / 404 / other 4xx-5xx with a body
 * - network / timeout: no answer at all
 */
export type ApiErrorKind = 'offline' | 'session' | 'input' | 'denied' | 'notFound' | 'server' | 'network' | 'timeout';

export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly kind: ApiErrorKind,
    readonly status: number | undefined,
    /** The server's body, returned to the caller as the spec asks. */
    readonly body: ApiEnvelope | undefined,
    message: string,
  ) {
    super(message);
  }
}

/** Server messages joined by newlines (errors first, else the message), or undefined when there are none. */
export function serverMessages(body: ApiEnvelope | undefined): string | undefined {
  if (!body) return undefined;
  const fromErrors = (body.errors ?? []).map((e) => e.message).filter(Boolean);
  const lines = fromErrors.length > 0 ? fromErrors : body.message ? [body.message] : [];
  return lines.length > 0 ? lines.join('\n') : undefined;
}

/**
 * The server's field errors of a failed call as form field → message (`body.email` → `email`; nested paths keep
 * their dots), for a form to show beside its fields. Empty when the failure named no field.
 */
export function fieldErrorsOf(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError) || !error.body?.errors) return {};
  return Object.fromEntries(error.body.errors.map((e) => [e.field.replace(/^(body|query)\./, ''), e.message]));
}
