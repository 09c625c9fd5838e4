import { AxiosError, type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';
import { ApiError, fieldErrorsOf } from './errors';
import { call, configureApiClient, http, requestUrl, REQUEST_TIMEOUT_MS, type ApiClientHooks } from './client';

let hooks: jest.Mocked<ApiClientHooks>;
/** What the client handed to axios's transport. */
let seen: InternalAxiosRequestConfig | undefined;

/** A fake transport for the one axios instance: the unit under test is the client's own behaviour, not the network. */
async function setTransport(adapter: AxiosAdapter) {
  (await http()).defaults.adapter = adapter;
}

function answer(status: number, data: unknown) {
  return setTransport(async (config) => {
    seen = config;
    // As axios hands a body to its caller: JSON already parsed, anything else (a gateway's HTML page) as text.
    return { status, statusText: '', headers: {}, config, data };
  });
}

function failWith(error: unknown) {
  return setTransport(async (config) => {
    seen = config;
    throw error;
  });
}

beforeEach(() => {
  hooks = {
    getLanguage: jest.fn(() => 'fr'),
    notify: jest.fn(),
    onSessionEnded: jest.fn(),
    onActivity: jest.fn(),
  };
  configureApiClient(hooks);
  seen = undefined;
});

describe('the request preamble (spec section 7)', () => {
  it('sends JSON, the language header, X-Requested-With and a 60 s timeout, through the one axios instance', async () => {
    await answer(200, { status: true, message: 'ok', data: 1 });
    const body = await call<number>('demo', { method: 'POST', url: 'demo', data: { a: 1 } });
    expect(body.data).toBe(1);
    expect(seen!.headers.get('Content-Type')).toBe('application/json');
    expect(seen!.headers.get('language')).toBe('fr');
    expect(seen!.headers.get('X-Requested-With')).toBe('XMLHttpRequest');
    // The token is the HttpOnly cookie the browser sends itself: the client never holds it.
    expect(seen!.headers.get('Authorization')).toBeFalsy();
    expect(seen!.timeout).toBe(REQUEST_TIMEOUT_MS);
    expect(REQUEST_TIMEOUT_MS).toBe(60_000);
    expect(`${seen!.baseURL}/${seen!.url}`).toBe('/v1/api/demo');
    expect(seen!.method).toBe('post');
    expect(await http()).toBe(await http());
  });

  it('sends no content type without a body (the API refuses JSON with an empty body)', async () => {
    await answer(200, { status: true, message: 'ok' });
    await call('address-manager/remove-address', { method: 'DELETE', url: 'address-manager/remove-address/a1' });
    expect(seen!.method).toBe('delete');
    expect(seen!.data).toBeUndefined();
    expect(seen!.headers.get('Content-Type')).toBeFalsy();
    expect(seen!.headers.get('language')).toBe('fr');
    // A write authenticated by the cookie needs it (the API refuses a cross-site form's DELETE or POST without it).
    expect(seen!.headers.get('X-Requested-With')).toBe('XMLHttpRequest');
  });

  it('sends the body as JSON and the query without its empty values', async () => {
    await answer(200, { status: true, message: 'ok' });
    const config = {
      method: 'POST' as const,
      url: 'address-manager/address-list',
      data: { page: 2, search: 'é&' },
      params: { tag: 'pickup', none: undefined, q: 'a b' },
    };
    await call('address-manager/address-list', config);
    expect(seen!.params).toEqual(config.params);
    expect(requestUrl(config)).toBe('/v1/api/address-manager/address-list?tag=pickup&q=a+b');
    expect(JSON.parse(String(seen!.data))).toEqual({ page: 2, search: 'é&' });
  });

  it('reports a loading flag per call, start and end, with its silent flag', async () => {
    await answer(200, { status: true, message: 'ok' });
    await call('user-manager/get-user-detail', { url: 'x' }, { silent: true });
    expect(hooks.onActivity.mock.calls.map(([event]) => event)).toEqual([
      { key: 'user-manager/get-user-detail', silent: true, phase: 'start' },
      { key: 'user-manager/get-user-detail', silent: true, phase: 'end', ok: true },
    ]);
  });

  it('ends the loading flag on failure too', async () => {
    await answer(500, { status: false, message: 'boom' });
    await expect(call('k', { url: 'x' })).rejects.toBeInstanceOf(ApiError);
    expect(hooks.onActivity).toHaveBeenLastCalledWith({ key: 'k', silent: false, phase: 'end', ok: false });
  });
});

describe('the error catalogue (spec section 8)', () => {
  it('504 warns that the API is offline', async () => {
    await answer(504, '<html>Gateway Timeout</html>');
    const error = await call('k', { url: 'x' }).catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'offline', status: 504 });
    expect(hooks.notify).toHaveBeenCalledWith({ kind: 'warning', messageKey: 'errors.apiOffline' });
  });

  it("'jwt expired' ends the session as expired, with no toast", async () => {
    await answer(401, { status: false, message: 'jwt expired' });
    await expect(call('k', { url: 'x' })).rejects.toMatchObject({ kind: 'session' });
    expect(hooks.onSessionEnded).toHaveBeenCalledWith('expired');
    expect(hooks.notify).not.toHaveBeenCalled();
  });

  it("'Invalid auth token' ends the session as invalid", async () => {
    await answer(401, { status: false, message: 'Invalid auth token' });
    await expect(call('k', { url: 'x' })).rejects.toMatchObject({ kind: 'session' });
    expect(hooks.onSessionEnded).toHaveBeenCalledWith('invalid');
  });

  it("'Password changed' (a password changed or reset since this session signed in) ends the session saying so", async () => {
    await answer(401, { status: false, message: 'Password changed' });
    await expect(call('k', { url: 'x' })).rejects.toMatchObject({ kind: 'session' });
    expect(hooks.onSessionEnded).toHaveBeenCalledWith('passwordChanged');
    expect(hooks.notify).not.toHaveBeenCalled();
  });

  it('shows the server messages joined by newlines and returns the body to the caller', async () => {
    const body = {
      status: false,
      message: 'Invalid request',
      errors: [
        { field: 'body.email', message: 'email must be an e-mail' },
        { field: 'body.password', message: 'password is too short' },
      ],
    };
    await answer(400, body);
    const error = (await call('k', { url: 'x' }).catch((e: unknown) => e)) as ApiError;
    expect(error.kind).toBe('input');
    expect(error.body).toEqual(body);
    expect(hooks.notify).toHaveBeenCalledWith({ kind: 'error', text: 'email must be an e-mail\npassword is too short' });
  });

  it('falls back to the generic text when the server says nothing', async () => {
    await answer(500, undefined);
    await expect(call('k', { url: 'x' })).rejects.toMatchObject({ kind: 'server' });
    expect(hooks.notify).toHaveBeenCalledWith({ kind: 'error', messageKey: 'errors.fallback' });
  });

  it('treats a 2xx with status false as a failure, through the same handler', async () => {
    await answer(200, { status: false, message: 'Not allowed today' });
    await expect(call('k', { url: 'x' })).rejects.toMatchObject({ kind: 'input' });
    expect(hooks.notify).toHaveBeenCalledWith({ kind: 'error', text: 'Not allowed today' });
  });

  it('quiet calls only reject (access and permission look-ups are only logged)', async () => {
    await answer(500, { status: false, message: 'db down' });
    await expect(call('k', { url: 'x' }, { quietErrors: true })).rejects.toBeInstanceOf(ApiError);
    expect(hooks.notify).not.toHaveBeenCalled();
  });
});

describe('no answer at all', () => {
  it('a network failure rejects as network and shows the generic text', async () => {
    await failWith(new AxiosError('Network Error', AxiosError.ERR_NETWORK));
    await expect(call('k', { url: 'x' })).rejects.toMatchObject({ kind: 'network', status: undefined });
    expect(hooks.notify).toHaveBeenCalledWith({ kind: 'error', messageKey: 'errors.fallback' });
    expect(hooks.onActivity).toHaveBeenLastCalledWith({ key: 'k', silent: false, phase: 'end', ok: false });
  });

  it('the 60 s time-out running out rejects as timeout', async () => {
    await failWith(new AxiosError('timeout of 60000ms exceeded', AxiosError.ECONNABORTED));
    await expect(call('k', { url: 'x' })).rejects.toMatchObject({ kind: 'timeout' });
  });

  it('a call its caller cancelled rejects without telling the user', async () => {
    const controller = new AbortController();
    controller.abort();
    await failWith(new AxiosError('canceled', AxiosError.ERR_CANCELED));
    await expect(call('k', { url: 'x' }, { signal: controller.signal })).rejects.toBeInstanceOf(ApiError);
    expect(hooks.notify).not.toHaveBeenCalled();
  });
});

describe('field errors for forms', () => {
  it('maps the server errors of a failed call to form fields', () => {
    const body = {
      status: false,
      message: '',
      errors: [
        { field: 'body.city', message: 'Required' },
        { field: 'query.token', message: 'Expired' },
        { field: 'body.keys.auth', message: 'Too Short!' },
      ],
    };
    expect(fieldErrorsOf(new ApiError('input', 400, body, ''))).toEqual({ city: 'Required', token: 'Expired', 'keys.auth': 'Too Short!' });
  });

  it('is empty for a failure that named no field', () => {
    expect(fieldErrorsOf(new Error('x'))).toEqual({});
    expect(fieldErrorsOf(new ApiError('server', 500, { status: false, message: 'Internal server error' }, ''))).toEqual({});
  });
});
