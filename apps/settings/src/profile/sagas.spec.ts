import { authSlice, identityChanged } from '@freight/auth';
import { createTestStore, mockedApi } from '@freight/testing';
import { settingsFeature } from '../feature';
import { changeLanguage, i18next, initI18n } from '@freight/i18n';
import { selectToasts } from '@freight/store';
import { COMPANY, PROFILE, ok, refused } from '../test-support/fixtures';
import { profileActions, selectProfileState } from './state';

// The unit under test is the profile folder's saga; the API client is a fake and leaving the app is recorded.
jest.mock('@freight/api-client', () => jest.requireActual('@freight/testing/src/api-client').mockApiGroups('settings'));
jest.mock('../common/external', () => ({ openExternal: jest.fn() }));
const api = mockedApi('settings');
const external = jest.requireMock('../common/external') as { openExternal: jest.Mock };

function setup() {
  const t = createTestStore({ slices: [authSlice], features: [settingsFeature] });
  return {
    ...t,
    state: () => selectProfileState(t.store.getState()),
    toasts: () => selectToasts(t.store.getState()).map((toast) => [toast.messageKey, toast.values]),
    refreshedIdentity: () => t.dispatched().filter((action) => action.type === identityChanged.type).length,
  };
}

beforeAll(async () => {
  await initI18n('en');
});
beforeEach(async () => {
  jest.clearAllMocks();
  await changeLanguage('en');
  api.settings.profile!.mockImplementation(() => ok(PROFILE));
  api.settings.company!.mockImplementation(() => ok(COMPANY));
});

describe('the profile saga', () => {
  it('reads the profile quietly (no page block)', async () => {
    const t = setup();
    await t.dispatchAndWait(profileActions.profileRequested());
    expect(api.settings.profile).toHaveBeenCalledWith({ silent: true });
    expect(t.state().profile).toEqual({ status: 'succeeded', data: PROFILE });
  });

  it("saves the profile: 'Profile Updated Successfully', the new values kept, the header told to read its identity again", async () => {
    const t = setup();
    await t.dispatchAndWait(profileActions.profileRequested());
    const saved = { ...PROFILE, firstname: 'Anabel' };
    api.settings.updateProfile!.mockImplementation(() => ok(saved, 'Profile Updated Successfully'));
    await t.dispatchAndWait(profileActions.profileSaveRequested({ firstname: 'Anabel' }));
    expect(api.settings.updateProfile).toHaveBeenCalledWith({ firstname: 'Anabel' });
    expect(t.state().profile.data?.firstname).toBe('Anabel');
    expect(t.toasts()).toEqual([['profile:updated', undefined]]);
    expect(t.refreshedIdentity()).toBe(1);
    expect(i18next.language).toBe('en');
  });

  it('a new e-mail: says a verification link was sent to it (it is pending, not in use yet)', async () => {
    const t = setup();
    await t.dispatchAndWait(profileActions.profileRequested());
    api.settings.updateProfile!.mockImplementation(() => ok({ ...PROFILE, pendingEmail: 'new@acme.test' }));
    await t.dispatchAndWait(profileActions.profileSaveRequested({ email: 'new@acme.test' }));
    expect(t.toasts()).toEqual([['profile:emailSent', { email: 'new@acme.test' }]]);
    expect(t.state().profile.data?.email).toBe('ana@acme.test');
  });

  it('a new language switches the app once saved, before its toast: the toast comes in the new language', async () => {
    const t = setup();
    await t.dispatchAndWait(profileActions.profileRequested());
    // The language the app is in when each toast appears (a live region says it once, as it first reads).
    const toastLanguages: string[] = [];
    const unsubscribe = t.store.subscribe(() => {
      const count = selectToasts(t.store.getState()).length;
      if (count > toastLanguages.length) toastLanguages.push(i18next.language);
    });
    api.settings.updateProfile!.mockImplementation(() => ok({ ...PROFILE, language: 'fr' }));
    await t.dispatchAndWait(profileActions.profileSaveRequested({ language: 'fr' }));
    unsubscribe();
    expect(i18next.language).toBe('fr');
    expect(document.cookie).toContain('lang=fr');
    expect(t.toasts()).toEqual([['profile:updated', undefined]]);
    expect(toastLanguages).toEqual(['fr']);
  });

  it("keeps the server's field errors of a refused save for the form", async () => {
    const t = setup();
    api.settings.updateProfile!.mockImplementation(() => refused(400, 'Invalid request', [{ field: 'body.phone', message: 'Invalid phone number' }]));
    await t.dispatchAndWait(profileActions.profileSaveRequested({ phone: '12' }));
    expect(t.state().saveProfile).toMatchObject({ status: 'failed', fieldErrors: { phone: 'Invalid phone number' } });
    expect(t.toasts()).toEqual([]);
    expect(t.refreshedIdentity()).toBe(0);
  });

  it('changes the password and says the other sessions were signed out; a wrong current password lands on its field', async () => {
    const t = setup();
    api.settings.changePassword!.mockImplementationOnce(() =>
      refused(400, 'Current password is incorrect', [{ field: 'body.currentPassword', message: 'Current password is incorrect' }]),
    );
    await t.dispatchAndWait(profileActions.passwordChangeRequested({ currentPassword: 'nope', newPassword: 'secret-2', confirmPassword: 'secret-2' }));
    expect(t.state().password.fieldErrors).toEqual({ currentPassword: 'Current password is incorrect' });
    api.settings.changePassword!.mockImplementation(() => ok(undefined));
    await t.dispatchAndWait(profileActions.passwordChangeRequested({ currentPassword: 'demo1234', newPassword: 'secret-2', confirmPassword: 'secret-2' }));
    expect(api.settings.changePassword).toHaveBeenLastCalledWith({ currentPassword: 'demo1234', newPassword: 'secret-2', confirmPassword: 'secret-2' });
    expect(t.state().password.status).toBe('succeeded');
    expect(t.toasts()).toEqual([['settings-profile:password.changed', undefined]]);
  });

  it('uploads a logo: the company shows it and the header is refreshed; a refused image keeps the reason on the file', async () => {
    const t = setup();
    await t.dispatchAndWait(profileActions.companyRequested());
    api.settings.uploadLogo!.mockImplementationOnce(() =>
      refused(400, 'Invalid request', [{ field: 'body.data', message: 'Only PNG, JPEG or WebP images are accepted' }]),
    );
    await t.dispatchAndWait(profileActions.logoUploadRequested({ data: 'data:image/png;base64,PHNjcmlwdD4=', filename: 'x.png' }));
    expect(t.state().uploadLogo.fieldErrors).toEqual({ data: 'Only PNG, JPEG or WebP images are accepted' });
    expect(t.refreshedIdentity()).toBe(0);

    const logo = { contentType: 'image/png', width: 64, height: 64, sizeBytes: 2048, updatedAt: '2026-11-24T08:00:00.000Z' };
    api.settings.uploadLogo!.mockImplementation(() => ok({ logoUrl: '/v1/api/settings-manager/company-logo?v=2', logo }));
    await t.dispatchAndWait(profileActions.logoUploadRequested({ data: 'iVBORw0KGgo=', filename: 'logo.png' }));
    expect(t.state().company.data).toMatchObject({ logoUrl: '/v1/api/settings-manager/company-logo?v=2', logo });
    expect(t.toasts()).toEqual([['settings-profile:logo.uploaded', undefined]]);
    expect(t.refreshedIdentity()).toBe(1);

    api.settings.removeLogo!.mockImplementation(() => ok(undefined));
    await t.dispatchAndWait(profileActions.logoRemoveRequested());
    expect(t.state().company.data).toMatchObject({ logoUrl: null, logo: null });
    expect(t.refreshedIdentity()).toBe(2);
  });

  it('saves the company and refreshes the header', async () => {
    const t = setup();
    await t.dispatchAndWait(profileActions.companyRequested());
    api.settings.updateCompany!.mockImplementation(() => ok({ ...COMPANY, name: 'Acme Freight Lines' }));
    await t.dispatchAndWait(profileActions.companySaveRequested({ name: 'Acme Freight Lines' }));
    expect(t.state().company.data?.name).toBe('Acme Freight Lines');
    expect(t.toasts()).toEqual([['settings-profile:company.saved', undefined]]);
    expect(t.refreshedIdentity()).toBe(1);
  });

  it('opens the billing portal the server names; a failure says so', async () => {
    const t = setup();
    api.settings.billingPortal!.mockImplementation(() => ok({ url: 'http://127.0.0.1:4310/v1/api/payments-sandbox/portal/abc' }));
    await t.dispatchAndWait(profileActions.portalRequested(COMPANY._id));
    expect(api.settings.billingPortal).toHaveBeenCalledWith(COMPANY._id);
    expect(external.openExternal).toHaveBeenCalledWith('http://127.0.0.1:4310/v1/api/payments-sandbox/portal/abc');

    api.settings.billingPortal!.mockImplementation(() => refused(502, 'An error occurred while updating payment method. Please try again.'));
    await t.dispatchAndWait(profileActions.portalRequested(COMPANY._id));
    expect(t.state().portal).toMatchObject({ status: 'failed', errorKey: 'settings-billing:portalFailed' });
    expect(external.openExternal).toHaveBeenCalledTimes(1);
  });
});
