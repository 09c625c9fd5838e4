import { ApiError } from '@freight/api-client';
import { createAppStore, selectDistanceUnit } from '@freight/store';
import { authSaga } from './auth-saga';
import { accessRequested, authSlice, loginRequested } from './auth-slice';

jest.mock('@freight/api-client', () => ({
  ...jest.requireActual('@freight/api-client'),
  userManager: { ...jest.requireActual('@freight/api-client').userManager, login: jest.fn(), getUserDetail: jest.fn() },
  companyPermissions: { allowed: jest.fn().mockResolvedValue({ status: true, data: [] }) },
}));
const api = jest.requireMock('@freight/api-client') as { userManager: { login: jest.Mock; getUserDetail: jest.Mock } };

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
    expect(store.getState().auth).toMatchObject({ loginStatus: 'failed', loginError: 'Invalid email or password', token: undefined });
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
      preloadedState: { auth: { ...authSlice.getInitialState(), token: 't', user: { _id: 'u1', userId: 'u1', companyId: { _id: 'c1', name: 'Demo' }, firstname: 'A', lastname: 'B', email: 'a@b.test' } } },
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
  ] as const)("a company in %s measures distances in %s by default", async (country, unit) => {
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
