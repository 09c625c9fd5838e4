import { accessLoaded, accessRequested, authSlice, loggedOut } from '@freight/auth';
import { createTestStore } from '@freight/store/src/testing';
import { identitySaga, identitySlice, logoSource, selectIdentity } from './identity';

jest.mock('@freight/api-client', () => ({ ...jest.requireActual('@freight/api-client'), settings: { profile: jest.fn(), company: jest.fn() } }));
const api = jest.requireMock('@freight/api-client') as { settings: Record<string, jest.Mock> };
const ok = <T,>(data: T) => Promise.resolve({ status: true, message: 'ok', data });
const ACCESS = { canAccessPortal: true, onboarding: { stage: 'completed', nextAction: null }, companyId: 'c1', country: 'USA', companyType: 'both' } as const;

describe("the header's identity", () => {
  it('is read after each access record: the name and the logo as they are now; forgotten at logout', async () => {
    const t = createTestStore({ slices: [authSlice, identitySlice], sagas: [identitySaga] });
    api.settings.profile!.mockImplementation(() => ok({ firstname: 'Ana', lastname: 'Diaz' }));
    api.settings.company!.mockImplementation(() => ok({ name: 'Acme', logoUrl: null }));
    await t.dispatchAndWait(accessLoaded(ACCESS));
    expect(selectIdentity(t.store.getState())).toEqual({ name: 'Ana Diaz', companyName: 'Acme', logoUrl: null });
    expect(api.settings.profile).toHaveBeenCalledWith({ silent: true, quietErrors: true });

    // A settings screen saved a new name and a logo, then asked for the access record again.
    t.store.dispatch(accessRequested());
    api.settings.profile!.mockImplementation(() => ok({ firstname: 'Anabel', lastname: 'Diaz' }));
    api.settings.company!.mockImplementation(() => ok({ name: 'Acme', logoUrl: '/v1/api/settings-manager/company-logo?v=abc' }));
    await t.dispatchAndWait(accessLoaded(ACCESS));
    expect(selectIdentity(t.store.getState())).toEqual({ name: 'Anabel Diaz', companyName: 'Acme', logoUrl: '/v1/api/settings-manager/company-logo?v=abc' });

    t.store.dispatch(loggedOut({ reason: 'user' }));
    expect(selectIdentity(t.store.getState())).toEqual({});
  });

  it('keeps what it had when a read fails', async () => {
    const t = createTestStore({ slices: [authSlice, identitySlice], sagas: [identitySaga] });
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
