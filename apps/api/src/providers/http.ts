import { HttpError } from '../plugins/envelope';
import type { Message } from '../texts';

/**
 * A provider (maps, ERP) that failed or did not answer in time. It is an HttpError so the envelope answers with a
 * safe message: 504 when the provider timed out, 502 for any other failure (the client shows spec section 8's
 * "API services are currently Offline" for a 504).
 */
export class ProviderError extends HttpError {
  override name = 'ProviderError';
  constructor(
    readonly provider: string,
    statusCode: 502 | 504,
    message: Message,
    readonly detail?: string,
  ) {
    super(statusCode, message);
  }
}

export type FetchLike = (input: string, init?: RequestInit) => Promise<Response>;

/** What a provider logs through (the server's logger; tests pass a recorder). */
export interface ProviderLog {
  warn(details: object, message: string): void;
}

export interface JsonRequest {
  provider: string;
  /** What the caller sees when the provider fails, e.g. 'Maps service unavailable' (SHARED_TEXTS.providers.maps). */
  failureMessage: Message;
  timeoutMs: number;
  fetch?: FetchLike;
  headers?: Record<string, string>;
}

/** GET `url` and parse JSON, with a timeout; any failure becomes a ProviderError (the URL is never shown). */
export async function fetchJson<T>(url: string, request: JsonRequest): Promise<T> {
  const doFetch = request.fetch ?? (globalThis.fetch as FetchLike);
  let response: Response;
  try {
    response = await doFetch(url, {
      method: 'GET',
      headers: { accept: 'application/json', ...request.headers },
      signal: AbortSignal.timeout(request.timeoutMs),
    });
  } catch (error) {
    // Duck-typed: the DOMException of an aborted signal may come from another realm than this module's Error.
    const name = (error as { name?: unknown } | null)?.name;
    const timedOut = name === 'TimeoutError' || name === 'AbortError';
    throw new ProviderError(request.provider, timedOut ? 504 : 502, request.failureMessage, errorText(error));
  }
  if (!response.ok) {
    throw new ProviderError(request.provider, 502, request.failureMessage, `HTTP ${response.status}`);
  }
  try {
    return (await response.json()) as T;
  } catch (error) {
    throw new ProviderError(request.provider, 502, request.failureMessage, `invalid JSON: ${errorText(error)}`);
  }
}

const errorText = (error: unknown) => {
  const message = (error as { message?: unknown } | null)?.message;
  return typeof message === 'string' ? message : String(error);
};

/** `base` without trailing slashes + `path`. */
export const joinUrl = (base: string, path: string) => `${base.replace(/\/+$/, '')}${path}`;
