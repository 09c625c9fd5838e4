import { ApiError } from '@freight/api-client';
import { createAppStore } from '@freight/store';
import { authSaga } from './auth-saga';
import { authSlice, loginRequested } from './auth-slice';

jest.mock('@freight/api-client', () => ({
  ...jest.requireActual('@freight/api-client'),
  userManager: { ...jest.requireActual('@freight/api-client').userManager, login: jest.fn() },
}));
const api = jest.requireMock('@freight/api-client') as { userManager: { login: jest.Mock } };

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
