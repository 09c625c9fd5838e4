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
 * The text a screen shows for a failed call: the server's own messages (joined by newlines). Without them (no
 * answer, a gateway's page, not an API failure at all): `t(fallbackKey)` when given, else undefined, for state that
 * keeps the failure's text apart from the translation key the screen falls back to (`errorText` / `errorKey`).
 */
export function failedCallText(error: unknown): string | undefined;
export function failedCallText(error: unknown, t: (key: string) => string, fallbackKey: string): string;
export function failedCallText(error: unknown, t?: (key: string) => string, fallbackKey?: string): string | undefined {
  const text = error instanceof ApiError ? serverMessages(error.body) : undefined;
  return text ?? (t && fallbackKey ? t(fallbackKey) : undefined);
}

/**
 * The server's field errors of a failed call as form field → message (`body.email` → `email`; nested paths keep
 * their dots), for a form to show beside its fields. Empty when the failure named no field.
 */
export function fieldErrorsOf(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError) || !error.body?.errors) return {};
  return Object.fromEntries(error.body.errors.map((e) => [e.field.replace(/^(body|query)\./, ''), e.message]));
}

/**
 * A failed call as a screen keeps it (the store's `CallFailure`): the server's field errors for the form, when there
 * are any; its text (`failedCallText`); without a text, `fallbackKey` for the screen to translate.
 */
export function callFailure(error: unknown, fallbackKey?: string): { fieldErrors?: Record<string, string>; errorText?: string; errorKey?: string } {
  const fieldErrors = fieldErrorsOf(error);
  const errorText = failedCallText(error);
  return {
    ...(Object.keys(fieldErrors).length > 0 ? { fieldErrors } : {}),
    ...(errorText ? { errorText } : fallbackKey ? { errorKey: fallbackKey } : {}),
  };
}
