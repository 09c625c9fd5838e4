import {
  REQUESTED_WITH_HEADER,
  REQUESTED_WITH_VALUE,
  TOKEN_EXPIRED_MESSAGE,
  TOKEN_INVALID_MESSAGE,
  PASSWORD_CHANGED_MESSAGE,
  IDEMPOTENCY_KEY_HEADER,
  isIdempotentCreate,
  newIdempotencyKey,
  type ApiEnvelope,
} from '@freight/contracts';
import type { AxiosInstance, AxiosResponse } from 'axios';
import { ApiError, serverMessages, type ApiErrorKind } from './errors';

export const API_BASE_URL = '/v1/api';
export const REQUEST_TIMEOUT_MS = 60_000;

/** Why the server ended a session: its text, recognised in every language (the API sends it untranslated). */
export type SessionEndReason = 'expired' | 'invalid' | 'passwordChanged';
const SESSION_ENDS: Record<string, SessionEndReason> = {
  [TOKEN_EXPIRED_MESSAGE]: 'expired',
  [TOKEN_INVALID_MESSAGE]: 'invalid',
  [PASSWORD_CHANGED_MESSAGE]: 'passwordChanged',
};

export type Notice = { kind: 'warning' | 'error'; messageKey: string } | { kind: 'error'; text: string };

/**
 * What the client needs from the app, injected once at start-up so the client
 * imports no store, router or UI (the shell and a standalone remote wire the same).
 */
export interface ApiClientHooks {
  getLanguage: () => string;
  /** A toast for the user: a translation key, or server text as is. */
  notify: (notice: Notice) => void;
  /** The server said 'jwt expired', 'Invalid auth token' or 'Password changed' (since this session signed in). */
  onSessionEnded: (reason: SessionEndReason) => void;
  /** A call started or finished; the app keeps a flag per call and blocks input while a non-silent one runs. */
  onActivity: (event: { key: string; silent: boolean; phase: 'start' | 'end'; ok?: boolean }) => void;
}

const noop = () => undefined;
let hooks: ApiClientHooks = {
  getLanguage: () => 'en',
  notify: noop,
  onSessionEnded: noop,
  onActivity: noop,
};

export function configureApiClient(next: Partial<ApiClientHooks>): void {
  hooks = { ...hooks, ...next };
}

/** One call of the API: a path below `/v1/api`, its query and its JSON body. */
export interface RequestConfig {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
  params?: Record<string, string | number | boolean | null | undefined>;
  data?: unknown;
  /** Headers of this call only (e.g. the `x-quote-passcode` of the public quote page). */
  headers?: Record<string, string>;
}

/** The address of a call, as a link or a log would show it (the query without its empty values). */
export function requestUrl(config: RequestConfig): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(config.params ?? {})) {
    if (value !== undefined && value !== null) query.append(name, String(value));
  }
  const search = query.toString();
  return `${API_BASE_URL}/${config.url}${search ? `?${search}` : ''}`;
}

let instance: Promise<AxiosInstance> | undefined;

/**
 * The one axios instance: base URL `/v1/api` and the 60 s time-out. It is loaded with the first call, not with the
 * page, so `/login` draws its form before axios arrives (docs/performance.md). Every status comes back as an answer:
 * `call` classifies it in one place (spec section 8).
 */
export function http(): Promise<AxiosInstance> {
  instance ??= import('axios').then(({ default: axios }) => axios.create({ baseURL: API_BASE_URL, timeout: REQUEST_TIMEOUT_MS, validateStatus: () => true }));
  return instance;
}

/**
 * The request preamble of spec section 7: JSON, the `language` header and a 60 s time-out. The token is no header:
 * it is the HttpOnly `token` cookie the browser sends with every same-origin call (no page script can read it), and
 * `X-Requested-With` tells the API the call comes from this client, not from another site's form (the API refuses a
 * cookie-authenticated write without it).
 */
async function send(
  config: RequestConfig,
  signal: AbortSignal | undefined,
  extraHeaders: Record<string, string> = {},
): Promise<{ status: number; body: ApiEnvelope | undefined }> {
  const client = await http();
  const headers: Record<string, string> = { language: hooks.getLanguage(), [REQUESTED_WITH_HEADER]: REQUESTED_WITH_VALUE };
  // Only with a body: the API refuses a JSON content type with an empty body (a DELETE, a GET).
  if (config.data !== undefined) headers['Content-Type'] = 'application/json';
  Object.assign(headers, config.headers, extraHeaders);
  const response = await client.request<unknown>({
    method: config.method ?? 'GET',
    url: config.url,
    params: config.params,
    data: config.data,
    headers,
    signal,
  });
  // A gateway's HTML page is no envelope.
  const body = response.data && typeof response.data === 'object' ? (response.data as ApiEnvelope) : undefined;
  return { status: response.status, body };
}

export interface CallOptions {
  /** Silent calls do not block pointer input. */
  silent?: boolean;
  /** Failures are only reported to the caller (no toast): e.g. access and permission look-ups. */
  quietErrors?: boolean;
  signal?: AbortSignal;
  /**
   * The `Idempotency-Key` of a create: one per user action, kept by the caller across the user's own retries (the
   * save of an unsaved form). Without it a create gets a new key per call (kept across this call's own retries).
   */
  idempotencyKey?: string;
}

/**
 * Delays before a create that got no answer at all (network failure, time-out) is sent again, with the same
 * Idempotency-Key: the API answers a retry of a create it already made with that first answer, so a lost answer
 * costs neither the user's action nor a duplicate (docs/security.md section 7).
 */
export const CREATE_RETRY_DELAYS_MS: readonly number[] = [500, 1500];

const pause = (ms: number, signal: AbortSignal | undefined) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      signal?.removeEventListener('abort', done);
      resolve();
    }
    signal?.addEventListener('abort', done, { once: true });
  });

/** `send` with the create's key; a create left without an answer is sent again, up to twice, with that same key. */
async function sendCreate(config: RequestConfig, signal: AbortSignal | undefined, idempotencyKey: string, retry: boolean): ReturnType<typeof send> {
  const headers = { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey };
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await send(config, signal, headers);
    } catch (caught) {
      const delay = retry ? CREATE_RETRY_DELAYS_MS[attempt] : undefined;
      if (delay === undefined || signal?.aborted) throw caught;
      await pause(delay, signal);
      if (signal?.aborted) throw caught;
    }
  }
}

/** An answer that is not a success, by its status and body. */
function classify(status: number, body: ApiEnvelope | undefined): ApiError {
  const text = serverMessages(body) ?? `Request failed with status ${status}`;
  if (status === 504) return new ApiError('offline', status, body, text);
  if (body?.message && Object.hasOwn(SESSION_ENDS, body.message)) return new ApiError('session', status, body, body.message);
  const kind: ApiErrorKind = status === 400 ? 'input' : status === 401 || status === 403 ? 'denied' : status === 404 ? 'notFound' : 'server';
  return new ApiError(kind, status, body, text);
}

/** No answer at all: the time-out ran out, or the network failed. */
function unanswered(caught: unknown): ApiError {
  const code = (caught as { code?: unknown } | null)?.code;
  const timedOut = code === 'ECONNABORTED' || code === 'ETIMEDOUT';
  return new ApiError(timedOut ? 'timeout' : 'network', undefined, undefined, caught instanceof Error ? caught.message : String(caught));
}

/** Reports a failure to the user once, in the one place the spec's error rules live. */
function report(error: ApiError, quiet: boolean): void {
  if (error.kind === 'session') {
    hooks.onSessionEnded(SESSION_ENDS[error.message] ?? 'invalid');
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
export async function call<T>(key: string, config: RequestConfig, options: CallOptions = {}): Promise<ApiEnvelope<T>> {
  const silent = options.silent ?? false;
  const quiet = options.quietErrors ?? false;
  hooks.onActivity({ key, silent, phase: 'start' });
  let ok = false;
  try {
    let answer: Awaited<ReturnType<typeof send>>;
    try {
      // A create carries an Idempotency-Key (the rule of @freight/contracts) and is retried when no answer came.
      const create = isIdempotentCreate(config.method ?? 'GET', config.url);
      const idempotencyKey = options.idempotencyKey ?? (create ? newIdempotencyKey() : undefined);
      answer = idempotencyKey ? await sendCreate(config, options.signal, idempotencyKey, create) : await send(config, options.signal);
    } catch (caught) {
      const error = unanswered(caught);
      // A call its caller cancelled is no failure to tell the user about.
      report(error, quiet || options.signal?.aborted === true);
      throw error;
    }
    const { status, body } = answer;
    if (status < 200 || status >= 300) {
      const error = classify(status, body);
      report(error, quiet);
      throw error;
    }
    // A 2xx whose body says it failed, or carries errors, goes to the same handler.
    if (!body || body.status === false || (body.errors && body.errors.length > 0)) {
      const error = new ApiError('input', status, body, serverMessages(body) ?? 'Request failed');
      report(error, quiet);
      throw error;
    }
    ok = true;
    return body as ApiEnvelope<T>;
  } finally {
    hooks.onActivity({ key, silent, phase: 'end', ok });
  }
}

/** A file an API call answered (a PDF): its bytes, its name (Content-Disposition) and its type. */
export interface DownloadedFile {
  blob: Blob;
  /** From `Content-Disposition: attachment; filename=…`, else undefined (the caller names it). */
  filename: string | undefined;
  contentType: string;
}

/** The file name of a Content-Disposition header (`filename*=UTF-8''…` first, then `filename="…"`). */
export function filenameOf(disposition: string | undefined | null): string | undefined {
  if (!disposition) return undefined;
  const extended = /filename\*\s*=\s*(?:UTF-8'')?([^;]+)/i.exec(disposition);
  if (extended) {
    try {
      return decodeURIComponent(extended[1]!.trim().replace(/^"|"$/g, ''));
    } catch {
      // A malformed encoding: the plain name below.
    }
  }
  const plain = /filename\s*=\s*("([^"]*)"|[^;]+)/i.exec(disposition);
  return plain ? (plain[2] ?? plain[1]!).trim() : undefined;
}

/** A Blob's text (`Blob.text()`, or a FileReader where a runtime lacks it). */
function blobText(blob: Blob): Promise<string> {
  if (typeof blob.text === 'function') return blob.text();
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result ?? ''));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(blob);
  });
}

/**
 * A call that answers a file (a PDF) through the same axios instance and preamble as `call` (language, the
 * X-Requested-With header, the session cookie), the body read as a Blob. A failure is read back from its JSON
 * envelope and reported and thrown exactly as `call` does (toast, logout, a typed ApiError).
 */
export async function downloadFile(key: string, config: RequestConfig, options: CallOptions = {}): Promise<DownloadedFile> {
  const silent = options.silent ?? false;
  const quiet = options.quietErrors ?? false;
  hooks.onActivity({ key, silent, phase: 'start' });
  let ok = false;
  try {
    const client = await http();
    const headers: Record<string, string> = { language: hooks.getLanguage(), [REQUESTED_WITH_HEADER]: REQUESTED_WITH_VALUE };
    if (config.data !== undefined) headers['Content-Type'] = 'application/json';
    Object.assign(headers, config.headers);
    let response: AxiosResponse<Blob>;
    try {
      response = await client.request<Blob>({
        method: config.method ?? 'GET',
        url: config.url,
        params: config.params,
        data: config.data,
        headers,
        signal: options.signal,
        responseType: 'blob',
      });
    } catch (caught) {
      const error = unanswered(caught);
      report(error, quiet || options.signal?.aborted === true);
      throw error;
    }
    const header = (name: string): string | undefined => {
      const value = (response.headers as Record<string, unknown> | undefined)?.[name];
      return typeof value === 'string' ? value : undefined;
    };
    const contentType = header('content-type') ?? '';
    const data = response.data as Blob | string | undefined;
    if (response.status < 200 || response.status >= 300 || contentType.includes('application/json')) {
      // The failure's envelope came as a Blob: read it back to classify it as `call` does.
      let body: ApiEnvelope | undefined;
      try {
        const text = typeof data === 'string' ? data : data ? await blobText(data) : '';
        body = text ? (JSON.parse(text) as ApiEnvelope) : undefined;
      } catch {
        body = undefined;
      }
      const error =
        response.status >= 200 && response.status < 300
          ? new ApiError('input', response.status, body, serverMessages(body) ?? 'Request failed')
          : classify(response.status, body);
      report(error, quiet);
      throw error;
    }
    const blob = data instanceof Blob ? data : new Blob([data ?? ''], { type: contentType });
    ok = true;
    return { blob, filename: filenameOf(header('content-disposition')), contentType };
  } finally {
    hooks.onActivity({ key, silent, phase: 'end', ok });
  }
}
