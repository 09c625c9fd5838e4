import axios, { AxiosError, type AxiosInstance, type AxiosRequestConfig } from 'axios';
import {
  TOKEN_EXPIRED_MESSAGE,
  TOKEN_INVALID_MESSAGE,
  type ApiEnvelope,
} from '@freight/contracts';
import { ApiError, serverMessages, type ApiErrorKind } from './errors';

export const API_BASE_URL = '/v1/api';
export const REQUEST_TIMEOUT_MS = 60_000;

export type Notice =
  | { kind: 'warning' | 'error'; messageKey: string }
  | { kind: 'error'; text: string };

/**
 * What the client needs from the app, injected once at start-up so the client
 * imports no store, router or UI (the shell and a standalone remote wire the same).
 */
export interface ApiClientHooks {
  getToken: () => string | undefined;
  getLanguage: () => string;
  /** A toast for the user: a translation key, or server text as is. */
  notify: (notice: Notice) => void;
  /** The server said 'jwt expired' or 'Invalid auth token'. */
  onSessionEnded: (reason: 'expired' | 'invalid') => void;
  /** A call started or finished; the app keeps a flag per call and blocks input while a non-silent one runs. */
  onActivity: (event: { key: string; silent: boolean; phase: 'start' | 'end'; ok?: boolean }) => void;
}

const noop = () => undefined;
let hooks: ApiClientHooks = {
  getToken: () => undefined,
  getLanguage: () => 'en',
  notify: noop,
  onSessionEnded: noop,
  onActivity: noop,
};

export function configureApiClient(next: Partial<ApiClientHooks>): void {
  hooks = { ...hooks, ...next };
}

/** The one axios instance of the product. */
export const http: AxiosInstance = axios.create({
  baseURL: API_BASE_URL,
  timeout: REQUEST_TIMEOUT_MS,
  headers: { 'Content-Type': 'application/json' },
});

http.interceptors.request.use((config) => {
  config.headers.set('language', hooks.getLanguage());
  const token = hooks.getToken();
  if (token) config.headers.set('Authorization', `Bearer ${token}`);
  return config;
});

export interface CallOptions {
  /** Silent calls do not block pointer input. */
  silent?: boolean;
  /** Failures are only reported to the caller (no toast): e.g. access and permission look-ups. */
  quietErrors?: boolean;
  signal?: AbortSignal;
}

function classify(error: AxiosError<ApiEnvelope>): ApiError {
  const status = error.response?.status;
  const body = error.response?.data && typeof error.response.data === 'object' ? error.response.data : undefined;
  const text = serverMessages(body) ?? error.message;
  if (status === 504) return new ApiError('offline', status, body, text);
  if (body?.message === TOKEN_EXPIRED_MESSAGE || body?.message === TOKEN_INVALID_MESSAGE) {
    return new ApiError('session', status, body, body.message);
  }
  if (status === undefined) {
    const kind: ApiErrorKind = error.code === 'ECONNABORTED' || error.code === 'ETIMEDOUT' ? 'timeout' : 'network';
    return new ApiError(kind, undefined, undefined, error.message);
  }
  const kind: ApiErrorKind =
    status === 400 ? 'input' : status === 401 || status === 403 ? 'denied' : status === 404 ? 'notFound' : 'server';
  return new ApiError(kind, status, body, text);
}

/** Reports a failure to the user once, in the one place the spec's error rules live. */
function report(error: ApiError, quiet: boolean): void {
  if (error.kind === 'session') {
    hooks.onSessionEnded(error.message === TOKEN_EXPIRED_MESSAGE ? 'expired' : 'invalid');
    return;
  }
  if (error.kind === 'offline') {
    hooks.notify({ kind: 'warning', messageKey: 'errors.apiOffline' });
    return;
  }
  if (quiet) return;
  const text = serverMessages(error.body);
  hooks.notify(text ? { kind: 'error', text } : { kind: 'error', messageKey: 'errors.fallback' });
}

/**
 * Performs one call of spec section 7. Resolves with the server's envelope when `status` is true;
 * otherwise reports the failure (toast, logout) and rejects with a typed ApiError carrying the body.
 */
export async function call<T>(
  key: string,
  config: AxiosRequestConfig,
  options: CallOptions = {},
): Promise<ApiEnvelope<T>> {
  const silent = options.silent ?? false;
  hooks.onActivity({ key, silent, phase: 'start' });
  let ok = false;
  try {
    const response = await http.request<ApiEnvelope<T>>({ ...config, signal: options.signal });
    const body = response.data;
    // A 2xx whose body says it failed, or carries errors, goes to the same handler.
    if (!body || body.status === false || (body.errors && body.errors.length > 0)) {
      const error = new ApiError('input', response.status, body, serverMessages(body) ?? 'Request failed');
      report(error, options.quietErrors ?? false);
      throw error;
    }
    ok = true;
    return body;
  } catch (caught) {
    if (caught instanceof ApiError) throw caught;
    const error = caught instanceof AxiosError ? classify(caught) : new ApiError('network', undefined, undefined, String(caught));
    report(error, options.quietErrors ?? false);
    throw error;
  } finally {
    hooks.onActivity({ key, silent, phase: 'end', ok });
  }
}
