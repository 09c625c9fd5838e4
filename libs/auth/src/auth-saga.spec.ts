import { ApiError } from '@freight/api-client';
import { createAppStore, selectDistanceUnit } from '@freight/store';
import { authSaga } from './auth-saga';
import { accessRequested, authSlice, initialAuthState, loggedOut, loginRequested } from './auth-slice';
import { registerNavigate } from './navigation';
import { readSession, saveSession, type StoredSession } from './session';

jest.mock('@freight/api-client', () => ({
  ...jest.requireActual('@freight/api-client'),
  userManager: { ...jest.requireActual('@freight/api-client').userManager, login: jest.fn(), getUserDetail: jest.fn(), logout: jest.fn() },
  companyPermissions: { allowed: jest.fn().mockResolvedValue({ status: true, data: [] }) },
}));
const api = jest.requireMock('@freight/api-client') as { userManager: { login: jest.Mock; getUserDetail: jest.Mock; logout: jest.Mock } };

const USER = { _id: 'u1', userId: 'u1', companyId: { _id: 'c1', name: 'Demo' }, firstname: 'A', lastname: 'B', email: 'a@b.test' };

/** A token as the API signs it (the signature is not the client's business). */
const tokenExpiringAt = (exp: number) =>
  `${btoa(JSON.stringify({ alg: 'HS256', typ: 'JWT' }))}.${btoa(JSON.stringify({ sub: 'u1', exp })).replace(/=+$/, '')}.signature`;

/** Resolves once the store's state satisfies `done` (no sleeps: the state is what the tests wait for). */
const until = <S>(store: { getState: () => S; subscribe: (listener: () => void) => unknown }, done: (state: S) => boolean) =>
  new Promise<void>((resolve) => {
    const check = () => done(store.getState()) && resolve();
    store.subscribe(check);
    check();
  });

beforeEach(() => jest.clearAllMocks());

afterEach(() => {
  localStorage.clear();
  document.cookie = 'rememberme=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
  registerNavigate(undefined);
  jest.restoreAllMocks();
});

function signInAttempt() {
  const store = createAppStore({ slices: [authSlice], sagas: [authSaga] });
  store.dispatch(loginRequested({ email: 'shipper@demo.test', password: 'wrong-password', rememberme: false }));
  return store;
}

const settled = (store: ReturnType<typeof signInAttempt>) =>
  new Promise<void>((resolve) => {
    const check = () => store.getState().auth.loginStatus !== 'pending' && resolve();
    store.subscribe(check);
    check();
  });

describe('a refused login', () => {
  it("keeps the server's reason for the form and asks the client for no toast", async () => {
    const body = { status: false, message: 'Invalid email or password' };
    api.userManager.login.mockRejectedValue(new ApiError('denied', 401, body, body.message));
    const store = signInAttempt();
    await settled(store);
    expect(store.getState().auth).toMatchObject({ loginStatus: 'failed', loginError: 'Invalid email or password', user: undefined });
    expect(api.userManager.login).toHaveBeenCalledWith(expect.objectContaining({ email: 'shipper@demo.test' }), { quietErrors: true });
  });

  it('keeps no reason when there was no answer (the form then shows the generic text)', async () => {
    api.userManager.login.mockRejectedValue(new ApiError('network', undefined, undefined, 'Failed to fetch'));
    const store = signInAttempt();
    await settled(store);
    expect(store.getState().auth).toMatchObject({ loginStatus: 'failed', loginError: undefined });
  });
});

describe('access details', () => {
  const signedIn = () =>
    createAppStore({
      slices: [authSlice],
      sagas: [authSaga],
      preloadedState: { auth: initialAuthState({ user: USER, expiresAt: Date.now() + 3_600_000 }) },
    });
  const loaded = (store: ReturnType<typeof signedIn>) =>
    new Promise<void>((resolve) => {
      const check = () => store.getState().platform.companyCountry !== undefined && resolve();
      store.subscribe(check);
      check();
    });

  it.each([
    ['CANADA', 'km'],
    ['USA', 'mi'],
  ] as const)('a company in %s measures distances in %s by default', async (country, unit) => {
    api.userManager.getUserDetail.mockResolvedValue({
      status: true,
      data: { canAccessPortal: true, onboarding: { stage: 'completed', nextAction: null }, companyId: 'c1', country },
    });
    const store = signedIn();
    store.dispatch(accessRequested());
    await loaded(store);
    expect(selectDistanceUnit(store.getState())).toBe(unit);
  });
});

describe('a successful login', () => {
  it('keeps the user and the expiry, and no token anywhere a script can read it', async () => {
    const exp = Math.floor(Date.now() / 1000) + 3600;
    const token = tokenExpiringAt(exp);
    api.userManager.login.mockResolvedValue({ status: true, message: 'ok', data: { token, user: USER } });
    const store = signInAttempt();
    await settled(store);
    expect(store.getState().auth).toMatchObject({ user: USER, expiresAt: exp * 1000 });
    expect(JSON.stringify(store.getState())).not.toContain(token);
    expect(readSession()).toEqual({ user: USER, expiresAt: exp * 1000 });
    for (let i = 0; i < localStorage.length; i++) expect(localStorage.getItem(localStorage.key(i)!)).not.toContain(token.split('.')[1]);
    expect(document.cookie).not.toMatch(/(^|;\s*)token=/);
  });

  it('refuses an answer whose token carries no expiry', async () => {
    api.userManager.login.mockResolvedValue({ status: true, message: 'ok', data: { token: 'not-a-jwt', user: USER } });
    const store = signInAttempt();
    await settled(store);
    expect(store.getState().auth).toMatchObject({ loginStatus: 'failed', user: undefined });
    expect(readSession()).toBeUndefined();
  });
});

describe('logout', () => {
  function signedInStore(session: StoredSession = { user: USER, expiresAt: Date.now() + 3_600_000 }) {
    saveSession(session);
    const navigate = jest.fn();
    registerNavigate(navigate);
    const store = createAppStore({ slices: [authSlice], sagas: [authSaga], preloadedState: { auth: initialAuthState(session) } });
    return { store, navigate };
  }
  const remembered = () => /(^|;\s*)rememberme=/.test(document.cookie);

  it("by the user: asks the server to end the session quietly, clears this device's session, keeps remember-me, goes to the root", async () => {
    const asked = new Promise((resolve) =>
      api.userManager.logout.mockImplementation((options: unknown) => {
        resolve(options);
        return Promise.resolve({ status: true, message: 'Logout Successfully' });
      }),
    );
    document.cookie = 'rememberme=v1.iv.data; path=/';
    const { store, navigate } = signedInStore();
    store.dispatch(loggedOut({ reason: 'user' }));
    expect(await asked).toEqual({ silent: true, quietErrors: true });
    expect(store.getState().auth.user).toBeUndefined();
    expect(readSession()).toBeUndefined();
    expect(remembered()).toBe(true);
    expect(navigate).toHaveBeenCalledWith('/', { replace: false });
  });

  it("by the user: a server that cannot be reached only leaves a log line; the device's session is over anyway", async () => {
    const warned = new Promise((resolve) => jest.spyOn(console, 'warn').mockImplementation((...args) => resolve(args)));
    api.userManager.logout.mockRejectedValue(new ApiError('network', undefined, undefined, 'Network Error'));
    const { store } = signedInStore();
    store.dispatch(loggedOut({ reason: 'user' }));
    expect(await warned).toEqual(['The server could not end the session', 'Network Error']);
    expect(store.getState().auth.user).toBeUndefined();
    expect(readSession()).toBeUndefined();
  });

  it.each(['expired', 'invalid'] as const)('when the server ended the session (%s): remember-me goes too, no logout call, root', async (reason) => {
    document.cookie = 'rememberme=v1.iv.data; path=/';
    const { store, navigate } = signedInStore();
    store.dispatch(loggedOut({ reason }));
    await until(store, (state) => state.auth.user === undefined);
    expect(readSession()).toBeUndefined();
    expect(remembered()).toBe(false);
    expect(navigate).toHaveBeenCalledWith('/', { replace: true });
    expect(api.userManager.logout).not.toHaveBeenCalled();
  });

  it('when the password was changed in another browser: remember-me goes (its password is the old one), the login page says why', async () => {
    document.cookie = 'rememberme=v1.iv.data; path=/';
    const { store, navigate } = signedInStore();
    store.dispatch(loggedOut({ reason: 'passwordChanged' }));
    await until(store, (state) => state.auth.user === undefined);
    expect(remembered()).toBe(false);
    expect(navigate).toHaveBeenCalledWith('/login', { replace: true });
    expect(store.getState().auth).toMatchObject({ endedTo: '/login', endedBecause: 'passwordChanged' });
    expect(api.userManager.logout).not.toHaveBeenCalled();
  });

  it('runs by itself when the session expires (spec section 4), dropping remember-me', async () => {
    document.cookie = 'rememberme=v1.iv.data; path=/';
    const { store, navigate } = signedInStore({ user: USER, expiresAt: Date.now() + 30 });
    expect(store.getState().auth.user).toEqual(USER);
    await until(store, (state) => state.auth.user === undefined);
    expect(store.getState().auth.endedTo).toBe('/');
    expect(readSession()).toBeUndefined();
    expect(remembered()).toBe(false);
    expect(navigate).toHaveBeenCalledWith('/', { replace: true });
  });
});
