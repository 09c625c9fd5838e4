import { accessLoaded, accessRequested, authSlice, identityChanged, initialAuthState, loggedOut, loginSucceeded } from '@freight/auth';
import { createTestStore } from '@freight/store/src/testing';
import { identitySaga, identitySlice, logoSource, selectIdentity } from './identity';
import { mockedApi } from '@freight/testing';

jest.mock('@freight/api-client', () => jest.requireActual('@freight/testing/src/api-client').mockApiGroups('settings'));
const api = mockedApi('settings');
const ok = <T>(data: T) => Promise.resolve({ status: true, message: 'ok', data });
const ACCESS = { canAccessPortal: true, onboarding: { stage: 'completed', nextAction: null }, companyId: 'c1', country: 'USA', companyType: 'both' } as const;
const PORTAL_LESS = { ...ACCESS, canAccessPortal: false, onboarding: { stage: 'payment', nextAction: 'checkout' } } as const;
const user = (userId: string) => ({
  _id: userId,
  userId,
  companyId: { _id: 'c1', name: 'Acme' },
  firstname: 'Ana',
  lastname: 'Diaz',
  email: `${userId}@acme.test`,
});
const session = (userId: string) => ({ user: user(userId) as never, expiresAt: Date.now() + 3_600_000 });

/** A signed-in session (a page load: the stored session, no access record yet) with the header's identity saga. */
const signedIn = (userId = 'u1') =>
  createTestStore({ slices: [authSlice, identitySlice], sagas: [identitySaga], preloadedState: { auth: initialAuthState(session(userId)) } });

beforeEach(() => jest.clearAllMocks());

describe("the header's identity", () => {
  it('is read after the first access record, and again after a settings save: the name and the logo as they are now; forgotten at logout', async () => {
    const t = signedIn();
    api.settings.profile!.mockImplementation(() => ok({ firstname: 'Ana', lastname: 'Diaz' }));
    api.settings.company!.mockImplementation(() => ok({ name: 'Acme', logoUrl: null }));
    await t.dispatchAndWait(accessLoaded(ACCESS));
    expect(selectIdentity(t.store.getState())).toEqual({ name: 'Ana Diaz', companyName: 'Acme', logoUrl: null });
    expect(api.settings.profile).toHaveBeenCalledWith({ silent: true, quietErrors: true });

    // A settings screen saved a new name and a logo, and said so.
    api.settings.profile!.mockImplementation(() => ok({ firstname: 'Anabel', lastname: 'Diaz' }));
    api.settings.company!.mockImplementation(() => ok({ name: 'Acme', logoUrl: '/v1/api/settings-manager/company-logo?v=abc' }));
    await t.dispatchAndWait(identityChanged());
    expect(selectIdentity(t.store.getState())).toEqual({ name: 'Anabel Diaz', companyName: 'Acme', logoUrl: '/v1/api/settings-manager/company-logo?v=abc' });

    t.store.dispatch(loggedOut({ reason: 'user' }));
    expect(selectIdentity(t.store.getState())).toEqual({});
  });

  it('is read once per signed-in user: later access records (a portal-less account asks for one on every navigation) read nothing; a new sign-in reads again', async () => {
    const t = signedIn();
    api.settings.profile!.mockImplementation(() => ok({ firstname: 'Pat', lastname: 'Pending' }));
    api.settings.company!.mockImplementation(() => ok({ name: 'Pending Co', logoUrl: null }));
    await t.dispatchAndWait(accessLoaded(PORTAL_LESS));
    for (let navigation = 0; navigation < 4; navigation++) {
      t.store.dispatch(accessRequested());
      await t.dispatchAndWait(accessLoaded(PORTAL_LESS));
    }
    expect(api.settings.profile).toHaveBeenCalledTimes(1);
    expect(api.settings.company).toHaveBeenCalledTimes(1);
    expect(selectIdentity(t.store.getState())).toEqual({ name: 'Pat Pending', companyName: 'Pending Co', logoUrl: null });

    // Logged out, then signed in again (another user): read once more, for them.
    t.store.dispatch(loggedOut({ reason: 'user' }));
    t.store.dispatch(loginSucceeded(session('u2')));
    api.settings.profile!.mockImplementation(() => ok({ firstname: 'Ben', lastname: 'Ortiz' }));
    await t.dispatchAndWait(accessLoaded(ACCESS));
    await t.dispatchAndWait(accessLoaded(ACCESS));
    expect(api.settings.profile).toHaveBeenCalledTimes(2);
    expect(api.settings.company).toHaveBeenCalledTimes(2);
    expect(selectIdentity(t.store.getState()).name).toBe('Ben Ortiz');
  });

  it('reads nothing when signed out', async () => {
    const t = createTestStore({ slices: [authSlice, identitySlice], sagas: [identitySaga] });
    await t.dispatchAndWait(accessLoaded(ACCESS));
    await t.dispatchAndWait(identityChanged());
    expect(api.settings.profile).not.toHaveBeenCalled();
    expect(api.settings.company).not.toHaveBeenCalled();
  });

  it('keeps what it had when a read fails', async () => {
    const t = signedIn();
    api.settings.profile!.mockImplementation(() => Promise.reject(new Error('offline')));
    api.settings.company!.mockImplementation(() => ok({ name: 'Acme', logoUrl: 'data:image/png;base64,AA==' }));
    await t.dispatchAndWait(accessLoaded(ACCESS));
    expect(selectIdentity(t.store.getState())).toEqual({ companyName: 'Acme', logoUrl: 'data:image/png;base64,AA==' });
  });

  it('reads a logo path under the API base', () => {
    expect(logoSource('settings-manager/company-logo?v=1')).toBe('/v1/api/settings-manager/company-logo?v=1');
    expect(logoSource('/v1/api/settings-manager/company-logo?v=1')).toBe('/v1/api/settings-manager/company-logo?v=1');
  });
});
